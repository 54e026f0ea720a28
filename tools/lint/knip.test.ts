/**
 * @jest-environment node
 *
 * knip is live: on a fixture project it reports a front-door export nobody imports, a file nobody
 * imports and a dependency nobody uses, and exits non-zero, as `npm test`'s knip stage does on the
 * real libs (knip.json). The repository's own knip.json is run on a copy of its layout too.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(__dirname, 'fixtures/knip');

interface KnipIssue {
  file: string;
  exports: Array<{ name: string }>;
  files: Array<{ name: string }>;
  dependencies: Array<{ name: string }>;
}

describe('knip', () => {
  const run = spawnSync(path.join(root, 'node_modules/.bin/knip'), ['--no-progress', '--reporter', 'json'], { cwd: fixture, encoding: 'utf8' });
  const issues = (JSON.parse(run.stdout) as { issues: KnipIssue[] }).issues;

  it('fails on a front-door export that no other project imports', () => {
    expect(issues.find((i) => i.file === 'src/index.ts')?.exports.map((e) => e.name)).toEqual(['neverImported']);
  });

  it('fails on a file nothing imports', () => {
    expect(issues.flatMap((i) => i.files.map((f) => f.name))).toEqual(['src/orphan.ts']);
  });

  it('fails on a dependency nothing uses', () => {
    expect(issues.flatMap((i) => i.dependencies.map((d) => d.name))).toEqual(['left-pad']);
  });

  it('exits non-zero, so the stage fails', () => {
    expect(run.status).not.toBe(0);
  });
});

/**
 * The repository's own knip.json on a small copy of the repository's layout: a lib's front door,
 * an app, and tools (an entry script, a helper, an orphan).
 */
describe("the repository's knip.json", () => {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: '@exchange/source', private: true, workspaces: ['libs/*', 'apps/*'], dependencies: { 'is-even': '1.0.0', 'left-pad': '1.3.0' } }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', paths: { '@exchange/demo': ['./libs/demo/src/index.ts'] } } }),
    'libs/demo/package.json': JSON.stringify({ name: '@exchange/demo', private: true, exports: { '.': './src/index.ts' } }),
    'libs/demo/src/index.ts': "export { used } from './used';\nexport const neverImported = 2;\n",
    'libs/demo/src/used.ts': "import isEven from 'is-even';\nexport const used = isEven(2) ? 1 : 0;\n",
    'apps/site/package.json': JSON.stringify({ name: '@exchange/app-site', private: true }),
    'apps/site/e2e/home.e2e.ts': "import { used } from '@exchange/demo';\nimport leftPad from 'left-pad';\nexport const shown = leftPad(String(used), 2);\n",
    'tools/ci/helper.test.ts': "import { helper } from './helper';\nhelper();\n",
    'tools/ci/helper.ts': 'export function helper(): void {}\nexport function unusedHelper(): void {}\n',
    'tools/ci/orphan-tool.ts': 'export const nobody = 1;\n',
    'tools/lint/rules/orphan-rule.mjs': 'export default {};\n',
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knip-repo-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.copyFileSync(path.join(root, 'knip.json'), path.join(dir, 'knip.json'));
  const run = spawnSync(path.join(root, 'node_modules/.bin/knip'), ['--no-progress', '--reporter', 'json'], { cwd: dir, encoding: 'utf8' });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const issues = (JSON.parse(run.stdout) as { issues: KnipIssue[] }).issues;
  // The stage's second run: production mode as `npm run knip:production` runs it (tests, stories,
  // e2e and tools are not production: a runtime dependency only they use fails).
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const productionArgs = scripts['knip:production'].split(' ').slice(1);
  const production = spawnSync(path.join(root, 'node_modules/.bin/knip'), [...productionArgs, '--reporter', 'json'], { cwd: dir, encoding: 'utf8' });
  const productionIssues = (JSON.parse(production.stdout) as { issues: KnipIssue[] }).issues;
  const exported = (file: string) => issues.find((i) => i.file === file)?.exports.map((e) => e.name) ?? [];

  it("fails on a lib's front-door export no other project imports", () => {
    expect(exported('libs/demo/src/index.ts')).toEqual(['neverImported']);
  });

  it("checks tools' own exports and files instead of taking every tool file as an entry", () => {
    expect(exported('tools/ci/helper.ts')).toEqual(['unusedHelper']);
    expect(issues.flatMap((i) => i.files.map((f) => f.name)).sort()).toEqual(['tools/ci/orphan-tool.ts', 'tools/lint/rules/orphan-rule.mjs']);
  });

  it('uses a dependency an e2e imports (every mode counts tests as users)', () => {
    expect(issues.flatMap((i) => i.dependencies.map((d) => d.name))).toEqual([]);
  });

  it('fails in production mode on a runtime dependency only tests use, and not on one a lib uses', () => {
    expect(productionIssues.flatMap((i) => i.dependencies.map((d) => d.name))).toEqual(['left-pad']);
    expect(production.status).not.toBe(0);
  });

  it('exits non-zero', () => {
    expect(run.status).not.toBe(0);
  });
});
