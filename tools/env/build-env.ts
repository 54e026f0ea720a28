/**
 * Every environment variable a site build reads (tools/vite/app-vite-config.ts), in one place.
 * The browser code itself reads none: what it needs is compiled in as constants (__DEV_TOOLBAR__,
 * __EMBEDDED_BACKEND__, __BUILD_VERSION__). Each name is in the README's table of variables.
 */
import path from 'node:path';

/** The names this module reads; tools/env/env-table.test.ts checks each has a README row. */
export const BUILD_ENV_NAMES = ['BUILD_VERSION', 'EXCHANGE_DEV_TOOLBAR', 'EXCHANGE_EMBEDDED_BACKEND', 'EXCHANGE_OUT_DIR', 'EXCHANGE_SOURCEMAP', 'PORT', 'HOST', 'CI', 'NX_TASK_HASH'] as const;
type BuildEnvName = (typeof BUILD_ENV_NAMES)[number];
/** An environment to read: the process's own unless a test hands another. */
type Env = Readonly<Partial<Record<string, string>>>;

const read = (name: BuildEnvName, env: Env = process.env): string | undefined => env[name];

// Where relative output folders resolve from: the build runs inside the tree (a module-runner config has no __dirname).
const workspaceRoot = process.cwd();

/**
 * The build's id: BUILD_VERSION when a release names it (`npm run release` stamps date and
 * commit), else the hash Nx gave the build's task (`NX_TASK_HASH`: a function of its sources and
 * settings, so a build replayed from the cache on another commit carries the id of identical
 * bytes), else `local` for a build run outside Nx.
 */
export function buildVersion(env: Env = process.env): string {
  const named = read('BUILD_VERSION', env);
  if (named) return named;
  const task = read('NX_TASK_HASH', env);
  return task ? `nx-${task.slice(0, 12)}` : 'local';
}

/** What a build compiles in. Both default off: `npm run build` makes what a visitor may receive. */
export interface BuildFlags {
  /** The mock-scenario toolbar (and the vitals switch) is compiled in: EXCHANGE_DEV_TOOLBAR=1. */
  devToolbar: boolean;
  /** An embedded backend serves the market stream on the page's own origin: EXCHANGE_EMBEDDED_BACKEND=1. */
  embeddedBackend: boolean;
  /** Hidden source maps for the monitoring service: EXCHANGE_SOURCEMAP=hidden. */
  hiddenSourceMaps: boolean;
  /** Another output folder (a release's staging folder, the preview's): EXCHANGE_OUT_DIR. */
  outDir: string | undefined;
}

export function buildFlags(env?: Env): BuildFlags {
  const outDir = read('EXCHANGE_OUT_DIR', env);
  return {
    devToolbar: read('EXCHANGE_DEV_TOOLBAR', env) === '1',
    embeddedBackend: read('EXCHANGE_EMBEDDED_BACKEND', env) === '1',
    hiddenSourceMaps: read('EXCHANGE_SOURCEMAP', env) === 'hidden',
    outDir: outDir ? path.resolve(workspaceRoot, outDir) : undefined,
  };
}

/** The dev server's address: loopback unless HOST names another (HOST=0.0.0.0 shows it to the network). */
export function devServerAddress(env?: Env): { host: string; port: number } {
  return { host: read('HOST', env) || '127.0.0.1', port: Number(read('PORT', env) ?? 4200) };
}

/** True on CI (quieter build logs). */
export const isCi = (): boolean => !!read('CI');
