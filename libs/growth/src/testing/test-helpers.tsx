import type { ReactElement } from 'react';
import type { ApiEndpoints } from '@exchange/api';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore, ShellProviders } from '@exchange/shell/testing';
import { getSite, type SiteKey } from '@exchange/site-registry';
import type { GrowthApi, GrowthServices } from '../growth-services';
import { growthTestServices } from './growth-test-services';
import { growthApiAnswering, type GrowthAnswers } from './growth-answers';

// The machine is shared and the shell loads translations before rendering: give async queries
// and tests room under load instead of failing on the 1 s default.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

/** Shows the router location (tests assert navigation by visible text). */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A fake growth API answering the given wire bodies (decoded by the api lib), with every call recorded. */
export function fakeGrowthApi(answers: GrowthAnswers = {}): jest.Mocked<GrowthApi> {
  const api = growthApiAnswering(answers);
  return {
    getReferralInfo: jest.fn(api.getReferralInfo),
    verifyInviteInfo: jest.fn(api.verifyInviteInfo),
    getNewbiePrizePop: jest.fn(api.getNewbiePrizePop),
    getNewbiePrizeGuide: jest.fn(api.getNewbiePrizeGuide),
  };
}

/**
 * Renders growth UI inside the shell's providers at `route`, with `<Routes>` so redirects and
 * relative links resolve as in the app.
 */
export function renderGrowth(
  ui: ReactElement,
  options: { route?: string; path?: string; services?: Partial<GrowthServices>; site?: SiteKey; endpoints?: ApiEndpoints } = {},
) {
  const services = growthTestServices(options.services, options.endpoints);
  const store = makeStore(undefined, services);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShellProviders site={getSite(options.site ?? 'main')} locale="en" services={services} messages={{}}>
          <Routes>
            <Route path={options.path ?? '*'} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </ShellProviders>
      </MemoryRouter>
    </Provider>,
  );
}
