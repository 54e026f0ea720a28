/**
 * Every environment variable the tools read (tests' servers, CI stages, benches, the preview,
 * the release), in one place; the site build's own are in build-env.ts. Lint bans `process.env`
 * anywhere else, and tools/env/env-table.test.ts fails when a name here has no row in the
 * README's table of variables. To read a new one: add it to TOOLS_ENV_NAMES and to the README.
 */

/** The names the tools read. */
export const TOOLS_ENV_NAMES = [
  'EXCHANGE_SPEC_DIR',
  'CI',
  'CI_STAGE',
  'ONLY',
  'PHONES_BASE_PORT',
  'SITE',
  'PORT',
  'PREVIEW_DIST',
  'PREVIEWS',
  'PREVIEW_DIST_ROOT',
  'E2E_BASE_PORT',
  'E2E_BASE_URL',
  'E2E_SITES',
  'E2E_PART',
  'VISUAL_PORT',
  'STORYBOOK_DIR',
  'RELEASE_PORT',
  'RELEASE_CONTROL_PORT',
  'RELEASE_REBUILD',
  'RELEASE_VERSION',
  'SIZE_DIST_ROOT',
  'SIZE_SITES',
  'CHROMIUM_PATH',
  'CHROMATIC_PROJECT_TOKEN',
  'LIGHTHOUSE_BASE_PORT',
  'LIGHTHOUSE_RUNS',
  'LIGHTHOUSE_SITES',
  'INTERACTION_BASE_PORT',
  'BENCH_ONLY',
  'CHART_BENCH_URL',
  'FUZZ_RUNS',
  'MARKET_SEED',
  'ENGINES',
  'ENGINE_SITES',
  'ENGINE_PATHS',
  'ENGINE_ROUTES',
  'ENGINES_BASE_PORT',
  'FIREFOX_PATH',
  'WEBKIT_DRIVER_PATH',
  'MINIBROWSER_PATH',
  'PREVIEW_ERROR_HOOK',
  'RELEASE_DNS_PORT',
  'FUZZ_SEED',
  'LOAD_BENCH_SECONDS',
  'LOAD_BENCH_CONNECTIONS',
  'LOAD_BENCH_WORKERS',
  'BOOT_ENTRY',
  'BOOT_ROOT',
  'BOOT_DATA',
] as const;
export type ToolsEnvName = (typeof TOOLS_ENV_NAMES)[number];

/** The variable's value, or undefined when unset or empty. */
export function toolsEnv(name: ToolsEnvName): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** A number from the environment, or the default when unset. */
export function toolsEnvNumber(name: ToolsEnvName, fallback: number): number {
  const value = toolsEnv(name);
  return value === undefined ? fallback : Number(value);
}

/** Sets a variable for this process and the processes it starts (a Playwright config for its workers). */
export function setToolsEnv(name: ToolsEnvName, value: string): void {
  process.env[name] = value;
}

/** This process's environment with `extra` on top, for a child process. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
