/**
 * @jest-environment node
 *
 * knip is live: on a fixture project it reports a front-door export nobody imports, a file nobody
 * imports and a dependency nobody uses, and exits non-zero, as `npm test`'s knip stage does on the
 * real libs (knip.json). The repository's own knip.json is run on a copy of its layout too, both
 * ways (`npm run knip` and `npm run knip:production`), and its lib workspaces are checked against
 * the libs' package.json doors.
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
 * The repository's own knip.json on a small copy of the repository's layout: a lib with a front
 * door and a testing door (named as a real lib, so its workspace config is the real one), an app,
 * a release program, tools (a test, a helper, an orphan), and a jest config that maps the doors as
 * the real one does. Run both ways, as `npm test`'s knip stage runs it.
 */
describe("the repository's knip.json", () => {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: '@exchange/source',
      private: true,
      workspaces: ['libs/*', 'apps/*'],
      dependencies: { 'is-even': '1.0.0', 'left-pad': '1.3.0' },
      devDependencies: { jest: '30.0.0' },
    }),
    'tsconfig.json': JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', paths: { '@exchange/growth': ['./libs/growth/src/index.ts'], '@exchange/growth/testing': ['./libs/growth/src/testing/index.ts'] } },
    }),
    // As the real jest config: the doors mapped by name (knip once took that as a reason to skip their exports).
    'jest.config.cjs': "module.exports = { moduleNameMapper: { '^@exchange/growth$': '<rootDir>/libs/growth/src/index.ts', '^@exchange/growth/testing$': '<rootDir>/libs/growth/src/testing/index.ts' } };\n",
    'libs/growth/package.json': JSON.stringify({ name: '@exchange/growth', private: true, exports: { '.': './src/index.ts', './testing': './src/testing/index.ts' } }),
    'libs/growth/src/index.ts': "export { used } from './used';\nexport { onlyTestsUse } from './only-tests';\nexport const neverImported = 2;\n",
    'libs/growth/src/used.ts': "import isEven from 'is-even';\nimport { rule } from './rule';\nexport const used = isEven(rule(2)) ? 1 : 0;\n",
    // A rule's step, exported for its test and used in its own file: not dead in either mode.
    'libs/growth/src/rule.ts': 'export function ruleStep(n: number): number {\n  return n + 1;\n}\nexport const rule = (n: number): number => ruleStep(n) * 2;\n',
    'libs/growth/src/rule.test.ts': "import { ruleStep } from './rule';\nexport const checked = ruleStep(1) === 2;\n",
    'libs/growth/src/only-tests.ts': 'export const onlyTestsUse = 3;\n',
    'libs/growth/src/seam.ts': 'export const seam = 4;\n',
    'libs/growth/src/testing/index.ts': "export { testHelper } from './helper';\nexport { seam } from '../seam';\n",
    'libs/growth/src/testing/helper.ts': 'export function testHelper(): number {\n  return 1;\n}\n',
    'apps/site/package.json': JSON.stringify({ name: '@exchange/app-site', private: true }),
    'apps/site/e2e/home.e2e.ts':
      "import { onlyTestsUse, used } from '@exchange/growth';\nimport { seam, testHelper } from '@exchange/growth/testing';\nimport leftPad from 'left-pad';\nexport const shown = leftPad(String(used + onlyTestsUse + seam + testHelper()), 2);\n",
    'tools/release/release.ts': "import { used } from '@exchange/growth';\nconsole.log(used);\n",
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
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const knip = (args: string[]) => {
    const run = spawnSync(path.join(root, 'node_modules/.bin/knip'), [...args, '--reporter', 'json'], { cwd: dir, encoding: 'utf8' });
    return { status: run.status, issues: (JSON.parse(run.stdout) as { issues: KnipIssue[] }).issues };
  };
  // The stage's two runs, with the arguments package.json gives them.
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const run = knip(scripts.knip.split(' ').slice(1));
  const production = knip(scripts['knip:production'].split(' ').slice(1));
  const exported = (issues: KnipIssue[], file: string) => (issues.find((i) => i.file === file)?.exports.map((e) => e.name) ?? []).sort();
  const unusedFiles = (issues: KnipIssue[]) => issues.flatMap((i) => i.files.map((f) => f.name)).sort();

  it("fails on a lib's front-door export no other project imports, though jest maps the door", () => {
    expect(exported(run.issues, 'libs/growth/src/index.ts')).toEqual(['neverImported']);
  });

  it("checks tools' own exports and files instead of taking every tool file as an entry", () => {
    expect(exported(run.issues, 'tools/ci/helper.ts')).toEqual(['unusedHelper']);
    expect(unusedFiles(run.issues)).toEqual(['tools/ci/orphan-tool.ts', 'tools/lint/rules/orphan-rule.mjs']);
  });

  it('uses a dependency an e2e imports (the default mode counts tests as users)', () => {
    expect(run.issues.flatMap((i) => i.dependencies.map((d) => d.name))).toEqual([]);
  });

  it('exits non-zero', () => {
    expect(run.status).not.toBe(0);
  });

  describe('in production mode (npm run knip:production)', () => {
    it('fails on a front-door export only a test uses, and not on one the release program uses', () => {
      expect(exported(production.issues, 'libs/growth/src/index.ts')).toEqual(['neverImported', 'onlyTestsUse']);
    });

    it('keeps the testing door out: its exports are no issue, and a product file only it reaches is unused', () => {
      expect(exported(production.issues, 'libs/growth/src/testing/index.ts')).toEqual([]);
      expect(unusedFiles(production.issues)).toEqual(['libs/growth/src/seam.ts']);
    });

    it("takes a name a lib's own file uses as used, though only its test imports it", () => {
      expect(exported(production.issues, 'libs/growth/src/rule.ts')).toEqual([]);
    });

    it('fails on a runtime dependency only tests use, and not on one a lib uses', () => {
      expect(production.issues.flatMap((i) => i.dependencies.map((d) => d.name))).toEqual(['left-pad']);
    });

    it('exits non-zero', () => {
      expect(production.status).not.toBe(0);
    });
  });
});

/** knip.json's entries of a lib workspace, braces expanded (one level) and production marks dropped. */
function knipEntries(workspace: { entry?: string[] }): string[] {
  return (workspace.entry ?? []).flatMap((pattern) => {
    const bare = pattern.replace(/!$/, '');
    const brace = /^(.*)\{([^{}]*)\}(.*)$/.exec(bare);
    return brace ? brace[2].split(',').map((part) => `${brace[1]}${part}${brace[3]}`) : [bare];
  });
}

describe("knip.json's lib workspaces", () => {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'knip.json'), 'utf8')) as { workspaces: Record<string, { entry?: string[] }> };
  const libs = fs.readdirSync(path.join(root, 'libs')).filter((lib) => fs.existsSync(path.join(root, 'libs', lib, 'package.json')));

  // jest's moduleNameMapper names every door, which knip takes as a reason to skip the door's
  // exports; an explicit entry has them checked again. A door missing here is checked by nothing.
  it.each(libs)("%s: every door its package.json exports is an entry, so knip checks the door's names", (lib) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'libs', lib, 'package.json'), 'utf8')) as { exports: Record<string, string> };
    // A lib without a workspace of its own gets `libs/*` (knip takes the most specific match).
    const entries = knipEntries(config.workspaces[`libs/${lib}`] ?? config.workspaces['libs/*']);
    expect(Object.values(pkg.exports).map((target) => target.replace(/^\.\//, '')).filter((door) => !entries.includes(door))).toEqual([]);
  });
});
