import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { buildRouteTree } from '../../app-shell/app-shell';
import { makeStore } from '../../store/store';
import { createTestServices } from '../../testing/test-services';

function renderSite(site: SiteKey, url: string) {
  const services = createTestServices();
  const router = createMemoryRouter(buildRouteTree(getSite(site), [], services), { initialEntries: [url] });
  render(
    <Provider store={makeStore(undefined, services)}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('routes a site has not launched', () => {
  it('a direct visit on Japan shows the "Stay tuned!" placeholder page, never a blank screen', async () => {
    renderSite('japan', '/en/copytrading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stay tuned!' })).toBeInTheDocument();
    expect(screen.getByText('This feature is upcoming')).toBeInTheDocument();
  });

  it('the same path on a site that has launched it is the product page', async () => {
    renderSite('main', '/copytrading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy Trading' })).toBeInTheDocument();
    expect(screen.queryByText('Stay tuned!')).not.toBeInTheDocument();
  });
});
