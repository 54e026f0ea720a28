/**
 * The chunks of each lazy page the route table names (@exchange/site-registry), so the page's head
 * script can fetch the page the path opens beside the app's entry chunk: without it a page's chunk
 * was asked for only once the entry chunk had downloaded and run, one more round trip before the
 * page's first paint. The first-paint e2e checks that each lazy page's chunk is among the head
 * script's preloads.
 */
import { ROUTE_PAGE_MODULES } from '@exchange/site-registry';
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function isChunk(file: OutputBundle[string]): file is OutputChunk {
  return file.type === 'chunk';
}

/**
 * For each lazy page of the route table that is in this build (by its id), the page's chunk and the chunks
 * it imports statically, as the URLs the page asks for them by (served from the site's root, as
 * the head script itself is); the entry chunk is left out (the page loads it anyway). A site that
 * does not mount a page has no chunk for it, and no entry.
 */
export function pageChunkTable(bundle: OutputBundle): Record<string, string[]> {
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
  for (const [id, module] of Object.entries(ROUTE_PAGE_MODULES)) {
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
    table[id] = files.map((file) => `/${file}`);
  }
  return table;
}
