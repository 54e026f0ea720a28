/**
 * Wires the page's two head scripts into a release build: the head script that starts the first
 * render's requests and the ICU warm-up. Both are product code in @exchange/shell's boot entries;
 * this plugin only builds each as a self-contained bundle of its own (sharing no chunk with the
 * app), hands the head script its build data (its site's entry, the build id, the hashed chunks
 * of each lazy page), and loads both `async` first in the head (CSP: same-origin files, not inline).
 * A third, the mark script, loads before them and blocks: it marks the document from the cookies
 * before the prerendered page paints.
 */
import { build, type Plugin, type Rollup } from 'vite';
import { headStartBuild, type HeadStartBuild } from '@exchange/shell/boot';
import { getSite, type SiteKey } from '@exchange/site-registry';
import { pageChunkTable } from './route-chunks';

/**
 * The lib entries, by the package exports that name them.
 * @public The boot-scripts test builds through them in a child process, which knip cannot follow.
 */
export const HEAD_START_ENTRY = '@exchange/shell/boot/head-start';
/** @public See {@link HEAD_START_ENTRY}. */
export const ICU_WARMUP_ENTRY = '@exchange/shell/boot/icu-warmup';
/** @public See {@link HEAD_START_ENTRY}. */
export const MARK_DOCUMENT_ENTRY = '@exchange/shell/boot/mark-document';

/** The global the head script's bundle reads its build data from (replaced at build time). */
const BUILD_DATA_GLOBAL = '__HEAD_START_BUILD__';

const HEAD_SCRIPT_FILE = /(^|\/)(head-start|icu-warmup)-[\w-]+\.js$/;
const MARK_SCRIPT_FILE = /(^|\/)mark-document-[\w-]+\.js$/;

/** One built head script: its code, and the source map when asked for. */
export interface BootScript {
  code: string;
  map?: { sources: string[] };
}

/**
 * Builds one boot entry (resolved from the workspace `root`) as a single minified IIFE (no imports, no shared chunk), with `buildData`
 * (when given) as the head script's build data.
 * @public See {@link HEAD_START_ENTRY}.
 */
export async function buildBootScript(root: string, entry: string, buildData?: HeadStartBuild, options: { sourcemap?: boolean } = {}): Promise<BootScript> {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'silent',
    define: buildData ? { [BUILD_DATA_GLOBAL]: JSON.stringify(buildData) } : {},
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      sourcemap: options.sourcemap ?? false,
      modulePreload: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`boot script ${entry}: expected one self-contained chunk, got ${chunks.length}`);
  const [chunk] = chunks;
  return { code: chunk.code, ...(chunk.map && { map: { sources: chunk.map.sources } }) };
}

/** Builds both head scripts for `siteKey` once the app's chunks are named, and loads them from the head. */
export function bootScripts(siteKey: SiteKey, buildVersion: string, root: string): Plugin {
  return {
    name: 'exchange-boot-scripts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const data = headStartBuild(getSite(siteKey), buildVersion, pageChunkTable(bundle));
      const [warmup, headStart, mark] = await Promise.all([buildBootScript(root, ICU_WARMUP_ENTRY), buildBootScript(root, HEAD_START_ENTRY, data), buildBootScript(root, MARK_DOCUMENT_ENTRY)]);
      this.emitFile({ type: 'asset', name: 'icu-warmup.js', source: warmup.code });
      this.emitFile({ type: 'asset', name: 'mark-document.js', source: mark.code });
      this.emitFile({ type: 'asset', name: 'head-start.js', source: headStart.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The head script first, then the warm-up, both ahead of the app's module script.
        const files = Object.keys(context.bundle ?? {})
          .filter((name) => HEAD_SCRIPT_FILE.test(name))
          .sort((a, b) => Number(b.includes('head-start')) - Number(a.includes('head-start')));
        // The mark script blocks (it must run before the prerendered page paints) and comes first.
        const mark = Object.keys(context.bundle ?? {}).filter((name) => MARK_SCRIPT_FILE.test(name));
        return [
          ...mark.map((file) => ({ tag: 'script', attrs: { src: `/${file}` }, injectTo: 'head-prepend' as const })),
          ...files.map((file) => ({ tag: 'script', attrs: { src: `/${file}`, async: true }, injectTo: 'head-prepend' as const })),
        ];
      },
    },
  };
}
