/**
 * The build's prerender step: every page of a site's head plan, in every language the site
 * serves, rendered by React as a logged-out visitor with default preferences sees it, into
 * `<build>/prerendered/<language prefix>/<page>.html` (the built index.html with the page's body
 * and its styles). Deploy and the preview splice each environment's head into these files
 * (@exchange/edge's writeHeads), so one build serves every environment. The pages behind login
 * get none: their file stays the head over an empty root (docs/parts/delivery-decisions.md).
 *
 * The app is loaded through Vite's module runner with the site's own config (its aliases and
 * compile-time constants), once per site; the pages render one after another.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { buildFlags, buildVersion } from '../env/build-env';
import type { StartSiteOptions } from '@exchange/shell';
import { headPlan, PRERENDERED_DIR } from '@exchange/edge';
import { isPrerendered, pageHtml, prerenderedFile, prerenderUrl } from './page-files';

const root = path.resolve(__dirname, '../..');

/** What the build-time door exports; Vite's module runner loads it below, with the build's transforms and defines. */
type PrerenderModule = typeof import('@exchange/shell/prerender');
type Messages = Parameters<PrerenderModule['mergeWithFallback']>[0];

/** The merged source catalogues of a language (English filling the gaps), as the browser merges its bundles. */
function messagesFor(module: PrerenderModule, code: string): Messages {
  const read = (folder: string, namespace: string): Messages => {
    const file = path.join(root, 'libs/shell/src/i18n/locales', folder, `${namespace}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
  };
  const folder = module.catalogueLocale(code);
  const english = Object.assign({}, ...module.I18N_NAMESPACES.map((namespace) => read('en', namespace))) as Messages;
  const localized = folder === 'en' ? {} : (Object.assign({}, ...module.I18N_NAMESPACES.map((namespace) => read(folder, namespace))) as Messages);
  return module.mergeWithFallback(english, localized);
}

/** What one site's prerender wrote. */
export interface PrerenderResult {
  pages: number;
  ms: number;
}

/**
 * Prerenders every page of `site`'s head plan into `outDir` (its built index.html is the
 * template), loading the app through its Vite config (`configFile`, by default the app's in this tree).
 */
export async function prerenderSite(site: string, outDir: string, configFile = path.join(root, 'apps', site, 'vite.config.ts')): Promise<PrerenderResult> {
  const started = Date.now();
  const server = await createServer({
    configFile,
    configLoader: 'runner',
    mode: 'production',
    // The build's own compile-time switches: the page renders what the browser will hydrate.
    define: {
      __DEV_TOOLBAR__: JSON.stringify(buildFlags().devToolbar),
      __EMBEDDED_BACKEND__: JSON.stringify(buildFlags().embeddedBackend),
      __BUILD_VERSION__: JSON.stringify(buildVersion()),
    },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const { app } = (await server.ssrLoadModule('/src/app.tsx')) as { app: StartSiteOptions };
    const renderer = (await server.ssrLoadModule('@exchange/shell/prerender')) as PrerenderModule;
    const plan = headPlan(site as Parameters<typeof headPlan>[0]);
    const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    fs.rmSync(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
    let pages = 0;
    for (const language of plan.languages) {
      const messages = messagesFor(renderer, language.code);
      for (const page of plan.pages.filter((candidate) => isPrerendered(candidate, plan))) {
        const { html, styles } = await renderer.prerenderPage(app, prerenderUrl(language, page), messages);
        const file = path.join(outDir, prerenderedFile(language, page));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, pageHtml(indexHtml, html, styles));
        pages += 1;
      }
    }
    return { pages, ms: Date.now() - started };
  } finally {
    await server.close();
  }
}
