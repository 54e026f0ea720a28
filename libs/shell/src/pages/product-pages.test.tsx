import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithShell } from '../testing/render-with-shell';
import { PRODUCT_ROUTES } from '@exchange/site-registry';
import { productPageRoutes, PRODUCT_NAMES } from './product-pages';

function renderAt(url: string, site: 'main' | 'japan' = 'main') {
  return renderWithShell(
    <Routes>
      {productPageRoutes().map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
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

  it("names exactly the route table's product routes", () => {
    expect(Object.keys(PRODUCT_NAMES).sort()).toEqual(PRODUCT_ROUTES.map((route) => route.path).sort());
  });
});
