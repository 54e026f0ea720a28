import path from 'node:path';
import fs from 'node:fs';
import { defineConfig, type Plugin, type UserConfigExport } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './precompile-messages';
import { bootScripts } from './boot-scripts';
import { stageGroups, stagedBoot } from './staged-boot';
import { siteDocumentsPlugin } from './site-documents';
import { prerenderPages } from '../prerender/vite-plugin';
import { getSite, SITE_LIST, validateSiteRegistry, type SiteKey } from '@exchange/site-registry';
import { buildFlags, buildVersion as versionOfBuild, devServerAddress, isCi } from '../env/build-env';

// Vite's module runner loads this config (it reads the libs by package name), as an ES module.
const here = import.meta.dirname;
const workspaceRoot = path.resolve(here, '../..');

/** Static folders shared by every app, mounted at the given URL prefix in dev and copied on build. */
const SHARED_STATIC: Array<{ from: string; to: string; transform?: (source: Buffer) => Buffer | string; versioned?: boolean }> = [
  { from: 'libs/shell/public', to: '' },
  { from: 'libs/platform/src/service-worker/public', to: 'js/homepage' },
  // Catalogues go under the build's version on build (locales/<build>/...): a page never mixes builds.
  { from: 'libs/shell/src/i18n/locales', to: 'locales', transform: precompileMessages, versioned: true },
];


function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

const MIME: Record<string, string> = {
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
};

/** Serves and emits the shared static folders so every site ships the same logos, locales and worker. */
function sharedStatic(buildVersion: string): Plugin {
  return {
    name: 'exchange-shared-static',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        for (const { from, to } of SHARED_STATIC) {
          const prefix = to ? `/${to}/` : '/';
          if (!url.startsWith(prefix)) continue;
          const file = path.join(workspaceRoot, from, url.slice(prefix.length));
          if (file.startsWith(path.join(workspaceRoot, from)) && fs.existsSync(file) && fs.statSync(file).isFile()) {
            res.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
            res.end(fs.readFileSync(file));
            return;
          }
        }
        next();
      });
    },
    generateBundle() {
      for (const { from, to, transform, versioned } of SHARED_STATIC) {
        const dir = path.join(workspaceRoot, from);
        const target = versioned ? `${to}/${buildVersion}` : to;
        for (const file of listFiles(dir)) {
          const rel = path.relative(dir, file).split(path.sep).join('/');
          const source = fs.readFileSync(file);
          this.emitFile({ type: 'asset', fileName: target ? `${target}/${rel}` : rel, source: transform ? transform(source) : source });
        }
      }
    },
  };
}

/**
 * The one Vite config every regional app uses: an app only names its site.
 * Output goes to dist/apps/<site>/ so each site is built and deployed on its own.
 */
/** One id per build (BUILD_VERSION in releases, else the hash of the build's Nx task); 'dev' in the dev server. */
const buildVersion = versionOfBuild();

export function createAppViteConfig(site: string, appDir = path.join(workspaceRoot, 'apps', site)): UserConfigExport {
  // The registry is checked here rather than in the browser: a bad entry stops the build, naming site and field.
  validateSiteRegistry(SITE_LIST);
  // The app folder decides where the build goes, so a generated app in another tree builds there.
  const treeRoot = path.resolve(appDir, '../..');
  const flags = buildFlags();
  return defineConfig(({ command }) => ({
    root: appDir,
    publicDir: false,
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      sharedStatic(buildVersion),
      // The documents the site's registry entry links to (/docs/...), each site its own copy.
      siteDocumentsPlugin(getSite(site as SiteKey)),
      bootScripts(site as SiteKey, buildVersion, workspaceRoot),
      stagedBoot(),
      // Every page of the head plan rendered into the build (tools/prerender); deploy splices the heads into them.
      prerenderPages(site),
    ],
    resolve: {
      alias: [
        // Messages ship precompiled (see precompileMessages): the build needs no ICU parser.
        ...(command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: path.join(workspaceRoot, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js') }] : []),
        // Emotion's side-effect import of a CommonJS package (and react-is behind it): see hoist-statics.ts.
        ...(command === 'build' ? [{ find: /^hoist-non-react-statics$/, replacement: path.join(here, 'hoist-statics.ts') }] : []),
        { find: /^@exchange\/([a-z-]+)\/testing$/, replacement: path.join(workspaceRoot, 'libs/$1/src/testing/index.ts') },
        { find: /^@exchange\/([a-z-]+)$/, replacement: path.join(workspaceRoot, 'libs/$1/src/index.ts') },
      ],
    },
    define: {
      __SITE_KEY__: JSON.stringify(site),
      // The dev server always has both; a build has them only when it asks (the preview's build does).
      __DEV_TOOLBAR__: JSON.stringify(command === 'serve' || flags.devToolbar),
      __EMBEDDED_BACKEND__: JSON.stringify(command === 'serve' || flags.embeddedBackend),
      __BUILD_VERSION__: JSON.stringify(command === 'build' ? buildVersion : 'dev'),
    },
    build: {
      // A release builds into its own staging folder (tools/release) without touching dist/apps.
      outDir: flags.outDir ?? path.join(treeRoot, 'dist/apps', site),
      // Releases build maps for the monitoring service but no served bundle names one ('hidden').
      sourcemap: flags.hiddenSourceMaps ? 'hidden' : false,
      emptyOutDir: true,
      // Read by tools/size/check-size.ts to measure each route's exact chunks (nginx never serves it).
      manifest: true,
      rolldownOptions: {
        // Everything the first page needs in three chunks evaluated in three tasks (staged-boot.ts).
        output: { codeSplitting: { groups: stageGroups() } },
      },
      target: 'es2022',
      // Browsers that read `modulepreload` (Chromium 66, Firefox 115, Safari 17) preload lazy chunks
      // themselves; on an older es2022 one a lazy chunk starts when its import runs, a round trip
      // later, never a failure. The polyfill was about 250 bytes gzip of every first load.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 1000,
    },
    server: { ...devServerAddress(), strictPort: true },
    logLevel: isCi() ? 'warn' : 'info',
  }));
}
