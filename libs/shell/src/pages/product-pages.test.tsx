import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithShell } from '../testing/render-with-shell';
import { PRODUCT_ROUTES } from '@exchange/site-registry';
import { productPageRoutes } from './product-pages';
import { productPage, PRODUCT_NAMES } from './product-page';

function renderAt(url: string, site: 'main' | 'japan' = 'main') {
  return renderWithShell(
    <Routes>
      {productPageRoutes().map((route) => (
        <Route key={route.path} path={route.path} element={route.element ?? productPage(route.path ?? '')} />
      ))}
    </Routes>,
    { route: url, site },
  );
}

describe('product pages', () => {
  it.each([
    ['/simple-earn', 'Simple Earn'],
    ['/startup/42', 'Startup'],
    ['/crypto/buy/with-credit-card', 'Buy Crypto'],
    ['/c2c/USDT_EUR', 'P2P (C2C) Trading'],
  ])('%s is a real page with a heading and entries', (url, name) => {
    renderAt(url);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows "Stay tuned!" where the site has not launched the product', () => {
    renderAt('/copytrading', 'japan');
    expect(screen.getByText('Stay tuned!')).toBeInTheDocument();
  });

  it('/launchpool opens startup-mining (spec 2 §2)', async () => {
    renderAt('/launchpool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup Mining' })).toBeInTheDocument();
  });

  it('each product route loads its page with the route: the body is not in the first load', async () => {
    const routes = productPageRoutes().filter((route) => route.path !== 'launchpool');
    expect(routes).toHaveLength(PRODUCT_ROUTES.length);
    for (const route of routes) {
      expect(route.element).toBeUndefined();
      expect(typeof route.lazy).toBe('function');
    }
    const loaded = await (routes[0].lazy as () => Promise<{ element: unknown }>)();
    expect(loaded.element).toBeTruthy();
  });

  it("names exactly the route table's product routes", () => {
    expect(Object.keys(PRODUCT_NAMES).sort()).toEqual(PRODUCT_ROUTES.map((route) => route.path).sort());
  });
});
