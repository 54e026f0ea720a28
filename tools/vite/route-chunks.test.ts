import { ROUTE_PAGE_MODULES } from '@exchange/site-registry';
import type { Rollup } from 'vite';
import { pageChunkTable } from './route-chunks';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = [], flags: Partial<OutputChunk> = {}): OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry: false, isDynamicEntry: facadeModuleId !== null, ...flags } as OutputChunk;
}

describe("the chunks of each of the route table's lazy pages, for the head script's preloads", () => {
  it("lists each page's chunk and the chunks it imports, without the entry, as root URLs, by its page id", () => {
    const bundle = {
      'index.js': chunk('assets/index.js', '/repo/apps/main/index.html', [], { isEntry: true, isDynamicEntry: false }),
      'trade.js': chunk('assets/trade-page-a.js', `/repo/${ROUTE_PAGE_MODULES.trade}`, ['assets/index.js', 'assets/feed.js']),
      'futures.js': chunk('assets/futures-page-b.js', `/repo/${ROUTE_PAGE_MODULES.futures}`, ['assets/index.js', 'assets/feed.js', 'assets/trade-page-a.js']),
      'feed.js': chunk('assets/feed.js', null, ['assets/index.js', 'assets/feed.js']),
      'style.css': { type: 'asset', fileName: 'assets/style.css' },
    } as unknown as OutputBundle;
    expect(pageChunkTable(bundle)).toEqual({
      trade: ['/assets/trade-page-a.js', '/assets/feed.js'],
      futures: ['/assets/futures-page-b.js', '/assets/feed.js', '/assets/trade-page-a.js'],
    });
  });

  it("leaves out the chunks the entry imports statically: the page's HTML preloads them already (Firefox fails a second preload of one)", () => {
    const bundle = {
      'index.js': chunk('assets/index.js', '/repo/apps/main/index.html', ['assets/libs.js'], { isEntry: true, isDynamicEntry: false }),
      'libs.js': chunk('assets/libs.js', null, ['assets/runtime.js']),
      'runtime.js': chunk('assets/runtime.js', null),
      'trade.js': chunk('assets/trade-page-a.js', '/repo/libs/chart/src/pages/trade-page.tsx', ['assets/runtime.js', 'assets/libs.js', 'assets/feed.js']),
      'feed.js': chunk('assets/feed.js', null, ['assets/runtime.js']),
    } as unknown as OutputBundle;
    expect(pageChunkTable(bundle)).toEqual({ trade: ['/assets/trade-page-a.js', '/assets/feed.js'] });
  });

  it('has no entry for a page this build does not hold (a site without that feature)', () => {
    expect(pageChunkTable({} as OutputBundle)).toEqual({});
  });
});
