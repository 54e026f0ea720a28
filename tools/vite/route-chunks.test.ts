import { matchRoutes, type RouteObject } from 'react-router';
import type { Rollup } from 'vite';
import { chartRoutes } from '../../libs/chart/src/pages/chart-routes';
import { growthRoutes } from '../../libs/growth/src/routes';
import { passkeyRoutes } from '../../libs/passkey/src/routes';
import { shellPageRoutes } from '../../libs/shell/src/pages/shell-page-routes';
import { ROUTE_PAGE_MODULES, routeChunkTable } from './route-chunks';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/*
 * Each page module the table names is replaced by a marker that records its loading, so a route's
 * own `lazy` loader tells which module a path really opens.
 */
const loaded: string[] = [];
jest.mock('../../libs/chart/src/pages/trade-page', () => (loaded.push('libs/chart/src/pages/trade-page.tsx'), {}));
jest.mock('../../libs/chart/src/pages/futures-page', () => (loaded.push('libs/chart/src/pages/futures-page.tsx'), {}));
jest.mock('../../libs/shell/src/pages/account-page', () => (loaded.push('libs/shell/src/pages/account-page.tsx'), {}));
jest.mock('../../libs/passkey/src/ui/passkey-manager-page/passkey-manager-page', () => (loaded.push('libs/passkey/src/ui/passkey-manager-page/passkey-manager-page.tsx'), {}));
jest.mock('../../libs/passkey/src/ui/login-page/login-page', () => (loaded.push('libs/passkey/src/ui/login-page/login-page.tsx'), {}));
jest.mock('../../libs/shell/src/regional/declaration/declaration-form', () => (loaded.push('libs/shell/src/regional/declaration/declaration-form.tsx'), {}));
jest.mock('../../libs/growth/src/tabs/growth-tab-page', () => (loaded.push('libs/growth/src/tabs/growth-tab-page.tsx'), {}));
jest.mock('../../libs/growth/src/signup/signup-page', () => (loaded.push('libs/growth/src/signup/signup-page.tsx'), {}));

beforeEach(() => {
  loaded.length = 0;
  jest.resetModules();
});

/** The page tree every app mounts (the shell's pages, then the features'). */
const pages = (): RouteObject[] => [{ path: '/', children: [...shellPageRoutes(), ...chartRoutes, ...growthRoutes, ...passkeyRoutes] }];

function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = [], flags: Partial<OutputChunk> = {}): OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry: false, isDynamicEntry: facadeModuleId !== null, ...flags } as OutputChunk;
}

describe('route chunks the head script preloads (issue 27: a page chunk beside the entry chunk)', () => {
  it.each(Object.entries(ROUTE_PAGE_MODULES))('the path "/%s" opens a route whose own loader imports %s', async (prefix, module) => {
    const leaf = matchRoutes(pages(), `/${prefix}`)?.at(-1)?.route;
    expect(typeof leaf?.lazy).toBe('function');
    await (leaf?.lazy as () => Promise<unknown>)().catch(() => undefined);
    expect(loaded).toContain(module);
  });

  it("lists each page's chunk and the chunks it imports, without the entry, as root URLs", () => {
    const bundle = {
      'index.js': chunk('assets/index.js', '/repo/apps/main/index.html', [], { isEntry: true, isDynamicEntry: false }),
      'trade.js': chunk('assets/trade-page-a.js', '/repo/libs/chart/src/pages/trade-page.tsx', ['assets/index.js', 'assets/feed.js']),
      'futures.js': chunk('assets/futures-page-b.js', '/repo/libs/chart/src/pages/futures-page.tsx', ['assets/index.js', 'assets/feed.js', 'assets/trade-page-a.js']),
      'feed.js': chunk('assets/feed.js', null, ['assets/index.js', 'assets/feed.js']),
      'style.css': { type: 'asset', fileName: 'assets/style.css' },
    } as unknown as OutputBundle;
    expect(routeChunkTable(bundle)).toEqual({
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
    expect(routeChunkTable(bundle)).toEqual({ trade: ['/assets/trade-page-a.js', '/assets/feed.js'] });
  });

  it('has no entry for a page this build does not hold (a site without that feature)', () => {
    expect(routeChunkTable({} as OutputBundle)).toEqual({});
  });
});
