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
    expect(bootFor(bundle)).toEqual({ entry: 'assets/index-a.js', stages: ['assets/first-load-libs-b.js', 'assets/first-load-core-c.js'] });
    expect(bootFor({ 'assets/index-a.js': chunk('assets/index-a.js', { isEntry: true, imports: [] }) })).toBeUndefined();
  });

  it('imports each stage in a task of its own, in order, the entry last', async () => {
    const source = bootSource(['assets/first-load-libs-b.js', 'assets/first-load-core-c.js'], 'assets/index-a.js');
    expect(source).not.toMatch(/setTimeout|setInterval/);
    // Runs the script with a recording import() and a MessageChannel whose messages are tasks.
    const log: string[] = [];
    const tasks: Array<() => void> = [];
    class FakeChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const script = new vm.Script(source.replace(/\bimport\(/g, '__import('));
    script.runInNewContext({ MessageChannel: FakeChannel, Promise, __import: async (specifier: string) => void log.push(`import ${specifier}`) });
    // Lets every pending promise reaction run (microtasks only: no task of the fake channel).
    const settle = async () => {
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
    };
    await settle();
    expect(log).toEqual(['import ./first-load-libs-b.js']);
    for (const expected of ['import ./first-load-core-c.js', 'import ./index-a.js']) {
      log.push('task');
      tasks.shift()?.();
      await settle();
      expect(log[log.length - 1]).toBe(expected);
    }
    expect(log).toEqual(['import ./first-load-libs-b.js', 'task', 'import ./first-load-core-c.js', 'task', 'import ./index-a.js']);
    expect(tasks).toHaveLength(0);
  });
});
