import vm from 'node:vm';
import { bootFor, bootSource, stageGroups, stageOf, type BootChunk } from './staged-boot';

describe('staged boot (the first load evaluated in three tasks)', () => {
  it('sends libraries, the libs every other lib builds on and the rest to their own chunks', () => {
    expect(stageOf('/w/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('first-load-libs');
    expect(stageOf('/w/libs/site-registry/src/sites.ts')).toBe('first-load-core');
    expect(stageOf('/w/libs/api/src/contract/fields.ts')).toBe('first-load-core');
    expect(stageOf('/w/libs/platform/src/clock/clock.ts')).toBe('first-load-core');
    expect(stageOf('/w/libs/ui/src/button/button.tsx')).toBe('first-load-core');
    expect(stageOf('/w/libs/shell/src/app-shell/app-shell.tsx')).toBe('first-load');
    expect(stageOf('/w/libs/chart/src/pages/trade-page.tsx')).toBe('first-load');
    expect(stageOf('/w/apps/main/src/main.tsx')).toBe('first-load');
  });

  it('groups only what the entry imports statically, so lazy pages keep their own chunks', () => {
    const groups = stageGroups();
    expect(groups.map((group) => group.name)).toEqual(['first-load-libs', 'first-load-core', 'first-load']);
    for (const group of groups) expect(group.tags).toEqual(['$initial']);
    expect(groups[0].test('/w/node_modules/react/index.js')).toBe(true);
    expect(groups[0].test('/w/libs/shell/src/index.ts')).toBe(false);
    expect(groups[2].test('/w/libs/shell/src/index.ts')).toBe(true);
  });

  it('finds the entry chunk and its stage chunks in evaluation order; nothing without them', () => {
    const chunk = (fileName: string, extra: Partial<BootChunk> = {}): BootChunk => ({ type: 'chunk', fileName, ...extra });
    const bundle = {
      'assets/first-load-core-c.js': chunk('assets/first-load-core-c.js', { name: 'first-load-core', imports: ['assets/first-load-libs-b.js'] }),
      'assets/index-a.js': chunk('assets/index-a.js', { isEntry: true, name: 'index', imports: ['assets/first-load-core-c.js', 'assets/first-load-libs-b.js'] }),
      'assets/first-load-libs-b.js': chunk('assets/first-load-libs-b.js', { name: 'first-load-libs' }),
      'assets/trade-page-d.js': chunk('assets/trade-page-d.js', { name: 'trade-page' }),
    };
    expect(bootFor(bundle)).toEqual({
      entry: 'assets/index-a.js',
      stages: ['assets/first-load-libs-b.js', 'assets/first-load-core-c.js'],
      preloads: ['assets/first-load-core-c.js', 'assets/first-load-libs-b.js', 'assets/index-a.js'],
    });
    expect(bootFor({ 'assets/index-a.js': chunk('assets/index-a.js', { isEntry: true, imports: [] }) })).toBeUndefined();
  });

  it('once the page has painted, preloads every first-load chunk at once, then imports each stage in a task of its own, in order, the entry last', async () => {
    const source = bootSource(['assets/first-load-libs-b.js', 'assets/first-load-core-c.js'], 'assets/index-a.js', ['assets/rolldown-runtime-r.js', 'assets/first-load-libs-b.js', 'assets/first-load-core-c.js', 'assets/index-a.js']);
    expect(source).not.toMatch(/setTimeout|setInterval/);
    // Runs the script with a recording import(), a document that records its preloads, a frame
    // callback run on demand and a MessageChannel whose messages are tasks.
    const log: string[] = [];
    const tasks: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const parsedListeners: Array<() => void> = [];
    class FakeChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const document = {
      visibilityState: 'visible',
      readyState: 'loading',
      addEventListener: (type: string, fn: () => void) => {
        log.push(`wait ${type}`);
        parsedListeners.push(fn);
      },
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => void log.push(`${link.rel} ${link.href}`) },
    };
    const script = new vm.Script(source.replace(/\bimport\.meta\.url/g, '__base').replace(/\bimport\(/g, '__import('));
    script.runInNewContext({
      MessageChannel: FakeChannel,
      Promise,
      URL,
      document,
      __base: 'https://gate.example/assets/boot-z.js',
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      __import: async (specifier: string) => void log.push(`import ${specifier}`),
    });
    // Lets every pending promise reaction run (microtasks only: no task of the fake channel).
    const settle = async () => {
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
    };
    await settle();
    // Nothing is asked for before the document is parsed and the frame painted (the frame, then the task after it).
    expect(log).toEqual(['wait DOMContentLoaded']);
    log.length = 0;
    expect(frames).toHaveLength(0);
    parsedListeners.shift()?.();
    await settle();
    expect(log).toEqual([]);
    frames.shift()?.();
    await settle();
    expect(log).toEqual([]);
    tasks.shift()?.();
    await settle();
    expect(log).toEqual([
      'modulepreload https://gate.example/assets/rolldown-runtime-r.js',
      'modulepreload https://gate.example/assets/first-load-libs-b.js',
      'modulepreload https://gate.example/assets/first-load-core-c.js',
      'modulepreload https://gate.example/assets/index-a.js',
      'import ./first-load-libs-b.js',
    ]);
    for (const expected of ['import ./first-load-core-c.js', 'import ./index-a.js']) {
      tasks.shift()?.();
      await settle();
      expect(log[log.length - 1]).toBe(expected);
    }
    expect(log.filter((line) => line.startsWith('import'))).toEqual(['import ./first-load-libs-b.js', 'import ./first-load-core-c.js', 'import ./index-a.js']);
    expect(tasks).toHaveLength(0);
  });

  it('a page that is not visible (it paints no frame until shown) starts at once', async () => {
    const source = bootSource(['assets/first-load-libs-b.js'], 'assets/index-a.js');
    const log: string[] = [];
    const script = new vm.Script(source.replace(/\bimport\.meta\.url/g, '__base').replace(/\bimport\(/g, '__import('));
    script.runInNewContext({
      MessageChannel: class {
        port1 = {};
        port2 = { postMessage: () => undefined };
      },
      Promise,
      URL,
      document: { visibilityState: 'hidden', readyState: 'interactive', createElement: () => ({}), head: { append: () => void log.push('preload') } },
      __base: 'https://gate.example/assets/boot-z.js',
      requestAnimationFrame: () => log.push('frame asked'),
      __import: async (specifier: string) => void log.push(`import ${specifier}`),
    });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(log).toEqual(['preload', 'preload', 'import ./first-load-libs-b.js']);
  });
});
