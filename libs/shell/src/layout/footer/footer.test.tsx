import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCopyright, getSite } from '@exchange/site-registry';
import { renderWithShell } from '../../testing';
import { hydrateWithShell } from '../../testing/render-with-shell';
import { cssAtWidth } from '../../testing/css-at-width';
import { setViewportWidth } from '../../testing/widget-test-kit';
import { createTheme } from '@exchange/ui';
import { Footer } from './footer';
import { floatingMenuGeometry } from './footer-rules';

const YEAR = new Date().getUTCFullYear();

describe('Footer', () => {
  it.each([
    ['main', 'en', ['About us', 'Download (media kit)', 'User agreement', 'Fee standards']],
    ['turkey', 'tr', ['About us']],
    ['hk', 'en', ['Download the agreement']],
    ['eu', 'en-eu', ['About us', 'User agreement', 'Fee standards']],
    ['us', 'en-us', ['About us', 'User agreement', 'Fee standards']],
    ['japan', 'ja', ['About us', 'User agreement', 'Fee standards']],
  ] as const)('%s from 992 px: its links and the copyright line', (site, locale, labels) => {
    renderWithShell(<Footer viewportWidth={992} />, { site, locale });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(labels);
    expect(footer).toHaveTextContent(formatCopyright(getSite(site), YEAR));
  });

  it('Japan shows the fixed company line; others the site name and year', () => {
    renderWithShell(<Footer viewportWidth={1280} />, { site: 'japan', locale: 'ja' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Gate Japan Co., Ltd. Crypto-asset exchange service provider.');
  });

  it('below 992 px a "Download app" button opens the download modal instead of the links', async () => {
    const user = userEvent.setup();
    renderWithShell(<Footer viewportWidth={991} />, { site: 'main' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: 'Download app' }));
    const dialog = await screen.findByRole('dialog', { name: /Download the .* app/ });
    expect(within(dialog).getByRole('link', { name: 'Go to the download page' })).toHaveAttribute('href', '/appdownload');
  });

  it('below 992 px Turkey (app download hidden) keeps only the copyright line', () => {
    renderWithShell(<Footer viewportWidth={991} />, { site: 'turkey', locale: 'tr' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
    expect(footer).toHaveTextContent(formatCopyright(getSite('turkey'), YEAR));
  });

  it('the floating download menu: shown on main with the gift box, on Turkey without it', async () => {
    const user = userEvent.setup();
    const main = renderWithShell(<Footer viewportWidth={1280} />, { site: 'main' });
    await user.click(screen.getByRole('button', { name: 'Get the app' }));
    expect(screen.getByRole('link', { name: /New-user gifts/ })).toHaveAttribute('href', '/rewards_hub');
    main.unmount();
    renderWithShell(<Footer viewportWidth={1280} />, { site: 'turkey', locale: 'tr' });
    await user.click(screen.getByRole('button', { name: 'Get the app' }));
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/mobileapp');
    expect(screen.queryByRole('link', { name: /New-user gifts/ })).not.toBeInTheDocument();
  });

  it.each([
    ['hk', 1280],
    ['eu', 1280],
    ['main', 767],
  ] as const)('the floating download menu is hidden on %s at %i px', (site, width) => {
    renderWithShell(<Footer viewportWidth={width} />, { site });
    expect(screen.queryByTestId('floating-download-menu')).not.toBeInTheDocument();
  });

  it.each([
    ['main', 1280, true],
    ['turkey', 800, true],
    ['main', 767, false],
    ['hk', 1280, false],
  ] as const)('%s at %i px: the footer keeps room at its end for the floating download menu: %s', (site, width, room) => {
    renderWithShell(<Footer viewportWidth={width} />, { site });
    const geometry = floatingMenuGeometry(createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' }));
    // The menu's button is one touch target high, one inset above the bottom; the room holds both and one inset more.
    expect(geometry.reserve).toBeGreaterThanOrEqual(geometry.button + 2 * geometry.inset);
    const end = getComputedStyle(screen.getByRole('contentinfo')).paddingBlockEnd;
    expect(end === `${geometry.reserve}px`).toBe(room);
  });

  it('the floating download menu is hidden when explicitly hidden', () => {
    renderWithShell(<Footer viewportWidth={1280} hideFloatingMenu />, { site: 'main' });
    expect(screen.queryByTestId('floating-download-menu')).not.toBeInTheDocument();
  });
});

/** Whether `element` shows at `width`: neither it nor an ancestor up to `frame` is display none. */
function shownAt(element: Element, frame: Element, width: number): boolean {
  for (let node: Element | null = element; node && node !== frame.parentElement; node = node.parentElement) {
    if (cssAtWidth(node, 'display', width) === 'none') return false;
  }
  return true;
}

describe('Footer without a pinned width (the page the build prerendered for every screen; the browser hydrates it)', () => {
  afterEach(() => setViewportWidth(1024));

  it('main: the links and the copyright line from 992 px, the "Download app" button below; the menu room from 768 px', () => {
    setViewportWidth(390);
    const { sent } = hydrateWithShell(<Footer />, { site: 'main' });
    const footer = sent.querySelector('footer')!;
    const nav = footer.querySelector('nav[aria-label="Footer"]')!;
    const button = [...footer.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Download app')!;
    const copyright = [...footer.querySelectorAll('p')].find((line) => line.textContent === formatCopyright(getSite('main'), YEAR))!;
    expect([shownAt(nav, footer, 991), shownAt(copyright, footer, 991), shownAt(button, footer, 991)]).toEqual([false, false, true]);
    expect([shownAt(nav, footer, 992), shownAt(copyright, footer, 992), shownAt(button, footer, 992)]).toEqual([true, true, false]);
    const { reserve } = floatingMenuGeometry(createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' }));
    expect(cssAtWidth(footer, 'padding-block-end', 767)).not.toBe(`${reserve}px`);
    expect(cssAtWidth(footer, 'padding-block-end', 768)).toBe(`${reserve}px`);
  });

  it('Turkey: below 992 px only the copyright line', () => {
    const { sent } = hydrateWithShell(<Footer />, { site: 'turkey', locale: 'tr' });
    const footer = sent.querySelector('footer')!;
    expect(footer.querySelector('button')).toBeNull();
    const shown = [...footer.querySelectorAll('nav, p')].filter((part) => shownAt(part, footer, 991));
    expect(shown.map((part) => part.textContent)).toEqual([formatCopyright(getSite('turkey'), YEAR)]);
  });

  it('hydrated on a 390 px phone: no hydration error and nothing rendered again; the phone footer shows', () => {
    setViewportWidth(390);
    const { sent, hydrationErrors } = hydrateWithShell(<Footer />, { site: 'main' });
    expect(hydrationErrors).toEqual([]);
    const footer = screen.getByRole('contentinfo');
    expect(footer.outerHTML).toBe(sent.querySelector('footer')!.outerHTML);
    const button = within(footer).getByRole('button', { name: 'Download app' });
    expect(shownAt(button, footer, 390)).toBe(true);
    expect(shownAt(footer.querySelector('nav[aria-label="Footer"]')!, footer, 390)).toBe(false);
  });
});
