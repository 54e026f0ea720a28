/**
 * @jest-environment node
 *
 * Nx's project graph has an edge for every import between projects (source analysis), so
 * `nx affected` runs the tests of every lib that imports a changed one and a cached target is
 * never replayed over a changed dependency.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { childEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

function affectedBy(file: string): string[] {
  const out = execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects', '--affected', `--files=${file}`, '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: childEnv({ NX_DAEMON: 'false', NX_TUI: 'false' }),
  });
  return JSON.parse(out.slice(out.indexOf('['))) as string[];
}

describe('the Nx project graph', () => {
  it('marks every lib that imports ui as affected by a change to libs/ui, and the apps above them', () => {
    const affected = affectedBy('libs/ui/src/dialog/dialog.tsx');
    // shell, chart, growth and passkey import @exchange/ui; no app or implicit dependency says so.
    expect(affected).toEqual(expect.arrayContaining(['ui', 'shell', 'chart', 'growth', 'passkey', 'main', 'turkey', 'eu', 'us', 'hk', 'japan']));
    // platform and site-registry sit below ui: a change to ui cannot touch them.
    expect(affected).not.toContain('platform');
    expect(affected).not.toContain('site-registry');
  }, 120_000);
});
