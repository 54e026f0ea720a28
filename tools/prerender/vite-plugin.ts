/**
 * Runs the prerender step (./prerender.ts) once Vite has written a site's build: in a process of
 * its own, which loads the app through Vite's module runner without the build's plugins.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';
import { childEnv } from '../env/tools-env';

// Vite's module runner loads the config (and this file) as an ES module.
const here = import.meta.dirname;
const root = path.resolve(here, '../..');

/** The prerender of `site` into the build's output folder, after the bundle is written. */
export function prerenderPages(site: string): Plugin {
  let outDir = '';
  let configFile = '';
  return {
    name: 'exchange-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The app's own config, wherever its tree is (the new-site check builds one in a temporary copy).
      configFile = config.configFile ?? path.join(root, 'apps', site, 'vite.config.ts');
    },
    closeBundle: {
      sequential: true,
      handler() {
        const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(here, 'main.ts'), site, outDir, configFile], {
          cwd: root,
          stdio: 'inherit',
          // React's production build, as the browser runs it (and several times faster to render).
          env: childEnv({ NODE_ENV: 'production' }),
        });
        if (result.status !== 0) throw new Error(`prerender of ${site} failed (exit ${result.status ?? result.signal})`);
      },
    },
  };
}
