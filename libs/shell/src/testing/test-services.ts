import type { ApiClient, ApiEndpoints } from '@exchange/api';
import { createAppServices, type AppServices, type ServiceOverride } from '../context/app-services';

export { overrideService } from '../context/app-services';

/** Options of {@link createTestServices}. */
export interface TestServicesOptions {
  /** Endpoints to use (a fake, or the real client against msw); default the real client's. */
  api?: ApiEndpoints;
  /** Makes the HTTP client, called once; default one on the page's origin (msw answers it in tests). */
  createClient?: () => ApiClient;
  /** Feature services replaced by fakes (see `overrideService`). */
  overrides?: ReadonlyArray<ServiceOverride<unknown>>;
}

/**
 * The one way tests and stories build an app's services: the same registry `startSite` makes,
 * with fakes where given. Pass the result to `renderWithShell`, `ShellProviders` or `makeStore`.
 */
export function createTestServices(options: TestServicesOptions = {}): AppServices {
  return createAppServices(options);
}
