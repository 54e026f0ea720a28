import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { buildRouteTree } from '../../app-shell/app-shell';
import { makeStore } from '../../store/store';
import { createTestServices } from '../../testing/test-services';
import { renderWithShell } from '../../testing/render-with-shell';
import { fakeApi, widgetState } from '../../testing/widget-test-kit';
import { LocationProbe } from '../../testing/regional-test-kit';
import { DepositDrawer } from '../../widgets/deposit/deposit-drawer';
import { hrefBehaviour } from '../../context/link-rules';

/** The whole app's first render is slow on a loaded machine: its tests get this long. */
const WHOLE_APP_MS = 20_000;
// The modals are lazy parts: their modules are in before any test clicks, so a test waits for the
// dialog itself and not for a chunk compiled under load inside findByRole's one-second window.
beforeAll(() => Promise.all([import('../eu-modal/eu-modal'), import('../upcoming-feature-modal/upcoming-feature-modal')]), 60_000);

/** The whole app of `site` at `url` (header, page, footer, overlays), as a visitor. */
function renderSite(site: SiteKey, url: string) {
  const services = createTestServices();
  const router = createMemoryRouter(buildRouteTree(getSite(site), [], services), { initialEntries: [url] });
  render(
    <Provider store={makeStore(undefined, services)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('a destination the site replaces opens its modal, wherever the navigation starts (spec 2 §2 "Stay tuned!", §4 EU modal)', () => {
  it("EU's home: the page's own Futures and Copy trading cards open the EU modal and stay on the page", async () => {
    const user = userEvent.setup();
    const router = renderSite('eu', '/');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    for (const name of ['Futures', 'Copy trading']) {
      const card = await within(main).findByRole('link', { name }, { timeout: 5000 });
      // Still a real link: it works before any script runs (to the page that says the same).
      expect(card.getAttribute('href')).toMatch(/^\/(futures|copytrading)/);
      expect(card).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(card);
      const dialog = await screen.findByRole('dialog', { name: 'Not available in the EU' });
      expect(router.state.location.pathname).toBe('/');
      await user.click(within(dialog).getByRole('button', { name: 'Stay on Gate EU' }));
    }
  }, WHOLE_APP_MS);

  it("Japan's home: the Copy trading card opens \"Stay tuned!\"", async () => {
    const user = userEvent.setup();
    const router = renderSite('japan', '/en/');
    await user.click(await within(await screen.findByRole('main', {}, { timeout: 5000 })).findByRole('link', { name: 'Copy trading' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Stay tuned!' })).toHaveTextContent('This feature is upcoming');
    expect(router.state.location.pathname).toBe('/en/');
  }, WHOLE_APP_MS);

  it("EU's deposit drawer: \"C2C trade\" opens the EU modal instead of /c2c/market", async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <DepositDrawer open onClose={() => undefined} />
        <LocationProbe />
      </>,
      { site: 'eu', locale: 'en-eu', preloadedState: widgetState({}), services: { api: fakeApi() } },
    );
    const c2c = within(screen.getByRole('dialog', { name: 'Fund wallet' })).getByRole('link', { name: /C2C trade/ });
    expect(c2c).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(c2c);
    expect(await screen.findByRole('dialog', { name: 'Not available in the EU' })).toBeInTheDocument();
  });

  it('any other link too (a plain anchor, as server HTML or a footer renders it): the policy knows no list of components', async () => {
    const user = userEvent.setup();
    renderWithShell(
      <footer>
        <a href="/pilot">Pilot</a>
      </footer>,
      { site: 'eu', locale: 'en-eu' },
    );
    await user.click(screen.getByRole('link', { name: 'Pilot' }));
    expect(await screen.findByRole('dialog', { name: 'Not available in the EU' })).toBeInTheDocument();
  });

  it('a click with a modifier key (a new tab) is left to the browser', () => {
    renderWithShell(<a href="/copytrading">Copy trading</a>, { site: 'japan', locale: 'en' });
    let preventedByPolicy: boolean | undefined;
    // Read once the policy has seen it, then stopped here: jsdom cannot open a tab.
    const readAndStop = (event: Event) => {
      preventedByPolicy = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', readAndStop);
    fireEvent(screen.getByRole('link', { name: 'Copy trading' }), new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', readAndStop);
    expect(preventedByPolicy).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a typed URL shows the page that says what the modal says, whichever feature owns the route', async () => {
    renderSite('eu', '/copytrading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available in the EU' }, { timeout: 5000 })).toBeInTheDocument();
  }, WHOLE_APP_MS);

  it('a typed URL to a route another feature owns (futures) shows the same page', async () => {
    renderSite('eu', '/futures/USDT/BTC_USDT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available in the EU' }, { timeout: 5000 })).toBeInTheDocument();
  }, WHOLE_APP_MS);

  it('hrefBehaviour: same-origin links by path and query, other origins navigate', () => {
    const eu = getSite('eu');
    expect(hrefBehaviour('https://eu.example/c2c/market', 'https://eu.example', eu)).toBe('eu-modal');
    expect(hrefBehaviour('https://other.example/c2c/market', 'https://eu.example', eu)).toBe('navigate');
    expect(hrefBehaviour('https://eu.example/trade/BTC_USDT', 'https://eu.example', eu)).toBe('navigate');
    expect(hrefBehaviour('https://eu.example/copytrading', 'https://eu.example', getSite('japan'))).toBe('upcoming');
  });
});
