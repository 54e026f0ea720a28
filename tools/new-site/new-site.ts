/**
 * `npm run new-site -- <key> [--root <dir>]`: creates apps/<key>/ for a site-registry entry
 * (uk, bahamas, singapore, uae, testnet, ...): package.json, project.json with tags, index.html,
 * vite.config.ts, src/app.tsx with the shared feature routes (src/main.tsx boots it), and an e2e smoke spec. The footer
 * and flags come from the registry entry; package-lock.json names the new workspace. Every
 * per-site check finds the app by its project (tools/sites/app-sites.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getSite, isSiteKey } from '@exchange/site-registry';

/** The folder the preview and the e2e serve for a site: its own, apart from what a visitor receives. */
export const previewOutDir = (key: string): string => `dist/preview/${key}`;

/**
 * An app's Nx targets. `build` makes what a visitor may receive (dist/apps/<key>: no toolbar, no
 * embedded backend); `build-preview` asks for both, into dist/preview/<key>, for the preview and
 * the e2e. Inputs (files and the build's environment) come from nx.json's `siteBuild`.
 */
export function appTargets(key: string): Record<string, unknown> {
  const vite = `vite build --configLoader runner --config apps/${key}/vite.config.ts`;
  const inputs = ['production', '^production', 'siteBuild'];
  return {
    build: { executor: 'nx:run-commands', options: { command: vite }, inputs, outputs: [`{workspaceRoot}/dist/apps/${key}`], cache: true },
    'build-preview': {
      executor: 'nx:run-commands',
      options: { command: vite, env: { EXCHANGE_DEV_TOOLBAR: '1', EXCHANGE_EMBEDDED_BACKEND: '1', EXCHANGE_OUT_DIR: previewOutDir(key) } },
      inputs,
      outputs: [`{workspaceRoot}/${previewOutDir(key)}`],
      cache: true,
    },
    lint: { executor: 'nx:run-commands', options: { command: `eslint apps/${key}` } },
    serve: { executor: 'nx:run-commands', options: { command: `SITE=${key} tsx tools/dev/dev-server.ts` } },
    preview: { executor: 'nx:run-commands', options: { command: `SITE=${key} tsx tools/preview/preview.ts` } },
  };
}

/** The files of a new app, by path relative to the app folder. */
export function appFiles(key: string): Record<string, string> {
  const site = getSite(key as Parameters<typeof getSite>[0]);
  return {
    'package.json': `${JSON.stringify({ name: `@exchange/app-${key}`, version: '0.0.0', private: true }, null, 2)}\n`,
    'project.json': `${JSON.stringify(
      {
        name: key,
        $schema: '../../node_modules/nx/schemas/project-schema.json',
        sourceRoot: `apps/${key}/src`,
        projectType: 'application',
        tags: ['type:app', `scope:${key}`],
        // Its vite.config.ts imports tools/vite, which siteBuild hashes: not a dependency on all of tools.
        implicitDependencies: ['shell', 'chart', 'growth', 'passkey', '!tools'],
        targets: appTargets(key),
      },
      null,
      2,
    )}\n`,
    'index.html': fs
      .readFileSync(path.resolve(__dirname, '../../apps/main/index.html'), 'utf8')
      .replace('<html lang="en">', `<html lang="${site.defaultLang}">`),
    'vite.config.ts': `import { createAppViteConfig } from '../../tools/vite/app-vite-config';\n\nexport default createAppViteConfig('${key}', import.meta.dirname);\n`,
    'src/main.tsx': `import { startSite } from '@exchange/shell';
import { app } from './app';

startSite(app);
`,
    'src/app.tsx': `import { chartRoutes, LazyHomeMarkets } from '@exchange/chart';
import { GrowthOverlays, growthRoutes } from '@exchange/growth';
import { passkeyRoutes } from '@exchange/passkey';
import type { StartSiteOptions } from '@exchange/shell';

// ${site.name} (sub-site ${site.id}): flags, languages and footer come from the site registry.
/** What the ${key} site mounts: the browser's boot (main.tsx) and the build's prerender (tools/prerender) start the same app. */
export const app: StartSiteOptions = { site: '${key}', routes: [...chartRoutes, ...growthRoutes, ...passkeyRoutes], overlays: <GrowthOverlays />, homeSections: <LazyHomeMarkets /> };
`,
    'e2e/smoke.e2e.ts': `import { defineSiteSmoke } from '../../../tools/e2e/site-smoke';\n\ndefineSiteSmoke('${key}');\n`,
  };
}

/**
 * Names the new workspace in `root`'s package-lock.json as npm itself would (the package, and
 * its link under node_modules), so `npm ci` accepts the tree without a network install: it
 * refuses a lock file that misses a workspace of package.json.
 */
export function addWorkspaceToLock(root: string, key: string): void {
  const file = path.join(root, 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, unknown> };
  const name = `@exchange/app-${key}`;
  const packages: Record<string, unknown> = { ...lock.packages, [`apps/${key}`]: { name, version: '0.0.0' }, [`node_modules/${name}`]: { resolved: `apps/${key}`, link: true } };
  // npm keeps the entries sorted by path after the root package ('').
  const { '': rootPackage, ...rest } = packages;
  lock.packages = { '': rootPackage, ...Object.fromEntries(Object.keys(rest).sort((a, b) => a.localeCompare(b, 'en')).map((k) => [k, rest[k]])) };
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}

/** Writes apps/<key>/ under `root` and names it in the lock file; refuses an unknown key or an existing app. */
export function generateSite(key: string, root: string): string {
  if (!isSiteKey(key)) throw new Error(`"${key}" is not a site-registry key; add it to libs/site-registry/src/sites.ts first`);
  const appDir = path.join(root, 'apps', key);
  if (fs.existsSync(appDir)) throw new Error(`apps/${key} already exists`);
  for (const [file, content] of Object.entries(appFiles(key))) {
    const target = path.join(appDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  addWorkspaceToLock(root, key);
  return appDir;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const key = args.find((a) => !a.startsWith('--'));
  const rootIndex = args.indexOf('--root');
  const root = rootIndex >= 0 ? path.resolve(args[rootIndex + 1]) : path.resolve(__dirname, '../..');
  if (!key) {
    console.error('usage: npm run new-site -- <site-key> [--root <dir>]');
    process.exit(1);
  }
  try {
    const dir = generateSite(key, root);
    console.log(`created ${path.relative(process.cwd(), dir)} and named it in package-lock.json; build it with: npx nx run ${key}:build`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
