import { toolsEnvNumber } from '../env/tools-env';
/** The six apps and the high, unusual ports their previews use in e2e (never the common ones). */
export const E2E_SITES = ['main', 'turkey', 'eu', 'us', 'hk', 'japan'] as const;
export type E2ESite = (typeof E2E_SITES)[number];

const BASE_PORT = toolsEnvNumber('E2E_BASE_PORT', 27101);

/** Port of a site's preview during e2e. */
export function e2ePort(site: E2ESite): number {
  return BASE_PORT + E2E_SITES.indexOf(site);
}

/** Base URL of a site's preview: `localhost`, since WebAuthn refuses an IP address as RP id. */
export function e2eBaseUrl(site: E2ESite): string {
  return `http://localhost:${e2ePort(site)}`;
}
