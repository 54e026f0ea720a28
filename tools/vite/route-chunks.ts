/**
 * Which lazy page a first path (after any language prefix) opens, so the head script can fetch
 * that page's chunks beside the app's entry chunk (issue 27: largest contentful paint). Without
 * it a page's chunk was asked for only once the entry chunk had downloaded and run, one more
 * round trip before the page's first paint. The routes themselves stay in their libs; a path this
 * table gets wrong costs a wasted preload and nothing else (the router still decides), and the
 * first-paint e2e checks that each lazy page's chunk is among the head script's preloads.
 */
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Route path prefix (relative, as the libs declare it) → the module its lazy loader imports. */
export const ROUTE_PAGE_MODULES: Readonly<Record<string, string>> = {
  trade: 'libs/chart/src/pages/trade-page.tsx',
  futures: 'libs/chart/src/pages/futures-page.tsx',
  myaccount: 'libs/shell/src/pages/account-page.tsx',
  'myaccount/profile/passkey-manager': 'libs/passkey/src/ui/passkey-manager-page/passkey-manager-page.tsx',
  login: 'libs/passkey/src/ui/login-page/login-page.tsx',
  declaration: 'libs/shell/src/regional/declaration/declaration-form.tsx',
  referral: 'libs/growth/src/tabs/growth-tab-page.tsx',
  rewards_hub: 'libs/growth/src/tabs/growth-tab-page.tsx',
  'competition/center': 'libs/growth/src/tabs/growth-tab-page.tsx',
  signup: 'libs/growth/src/signup/signup-page.tsx',
};

function isChunk(file: OutputBundle[string]): file is OutputChunk {
  return file.type === 'chunk';
}

/**
 * For each route prefix whose page is in this build, the page's chunk and the chunks it imports
 * statically, as the URLs the page asks for them by; the entry chunk and what it imports statically are
 * left out (the page's HTML preloads them). A
 * site that does not mount a page has no chunk for it, and no entry.
 */
export function routeChunkTable(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // What the entry imports statically the page's HTML preloads already: a second preload of it
  // is wasted, and Firefox fires an error on it.
  const preloaded = new Set<string>();
  const visitStatic = (chunk: OutputChunk): void => {
    if (preloaded.has(chunk.fileName)) return;
    preloaded.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visitStatic(next);
    }
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) visitStatic(entry);
  const table: Record<string, string[]> = {};
  for (const [prefix, module] of Object.entries(ROUTE_PAGE_MODULES)) {
    const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
    if (!page) continue;
    const files: string[] = [];
    const visit = (chunk: OutputChunk): void => {
      if (preloaded.has(chunk.fileName) || files.includes(chunk.fileName)) return;
      files.push(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) visit(next);
      }
    };
    visit(page);
    // Served from the site's root, as the head script itself is (startFirstRequestsEarly).
    table[prefix] = files.map((file) => `/${file}`);
  }
  return table;
}
