import { toolsEnvNumber } from '../env/tools-env';
import { APP_SITES } from '../sites/app-sites';
/** Every app (tools/sites/app-sites.ts), and the high, unusual ports their previews use in e2e (never the common ones). */
export const E2E_SITES = APP_SITES;
export type E2ESite = (typeof E2E_SITES)[number];

/**
 * Tag of the e2e tests that need a site hiding referral: the config selects them for those sites
 * only (a test's site selection is the config's, never a skip inside the test).
 */
export const HIDES_REFERRAL_TAG = '@hides-referral';

const BASE_PORT = toolsEnvNumber('E2E_BASE_PORT', 27101);

/** Port of a site's preview during e2e. */
export function e2ePort(site: E2ESite): number {
  return BASE_PORT + E2E_SITES.indexOf(site);
}

/** Base URL of a site's preview: `localhost`, since WebAuthn refuses an IP address as RP id. */
export function e2eBaseUrl(site: E2ESite): string {
  return `http://localhost:${e2ePort(site)}`;
}
