import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCopyright, getSite } from '@exchange/site-registry';
import { renderWithShell } from '../../testing';
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
