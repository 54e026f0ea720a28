/**
 * @jest-environment node
 *
 * Nx's project graph has an edge for every import between projects (source analysis), so
 * `nx affected` runs the tests of every lib that imports a changed one and a cached target is
 * never replayed over a changed dependency. Each target's inputs say what it reads, so a change
 * marks affected only the projects whose results it can change.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

  it("marks only tools affected by a docs-only change: its tests and the unit stage read the docs, nothing else does", () => {
    expect(affectedBy('README.md')).toEqual(['tools']);
    expect(affectedBy('docs/ci.md')).toEqual(['tools']);
  }, 120_000);

  it("marks only that app affected by a change to an app's own source (apps do not depend on tools)", () => {
    expect(affectedBy('apps/eu/src/main.tsx')).toEqual(['eu']);
  }, 120_000);

  it('marks passkey, the apps that mount it and wiring (the checks that mount every feature) affected by a passkey change: no other lib, and not tools', () => {
    const affected = affectedBy('libs/passkey/src/index.ts');
    const apps = fs.readdirSync(path.join(root, 'apps')).filter((app) => fs.existsSync(path.join(root, 'apps', app, 'project.json')));
    expect([...affected].sort()).toEqual([...apps, 'passkey', 'wiring'].sort());
  }, 120_000);
});
