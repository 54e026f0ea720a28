/**
 * Every environment variable the tools read (tests' servers, CI stages, benches, the preview,
 * the release), in one place; the site build's own are in build-env.ts. Lint bans `process.env`
 * anywhere else, and tools/env/env-table.test.ts fails when a name here has no row in the
 * README's table of variables. To read a new one: add it to TOOLS_ENV_NAMES and to the README.
 */

/** The names the tools read. */
export const TOOLS_ENV_NAMES = ['EXCHANGE_SPEC_DIR'] as const;
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

/** This process's environment with `extra` on top, for a child process. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
