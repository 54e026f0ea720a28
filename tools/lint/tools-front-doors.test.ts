/**
 * @jest-environment node
 *
 * Tools use the libs through their front doors: a relative import from tools/ into libs/, static,
 * dynamic or through require, fails lint; the package name passes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { declaredCases, type LintCase } from './lint-source';

const RULES = ['no-restricted-imports', 'no-restricted-syntax'];
const INSIDE = {
  'a static import': "import { SITE_LIST } from '../../libs/site-registry/src/sites';\nexport const s = SITE_LIST;\n",
  'a type import': "import type { Bar } from '../../libs/chart/src/data-feed/data-feed';\nexport const b: Bar | undefined = undefined;\n",
  're-export': "export { now } from '../../libs/platform/src/clock/clock';\n",
  'a dynamic import': "export const m = () => import('../../libs/chart/src/data-feed/market-stream-client');\n",
  'a deeper path': "import { x } from '../../../libs/platform/src/head-start/head-start';\nexport const y = x;\n",
  'jest.requireActual': "export const m = jest.requireActual('../../libs/platform/src/index');\n",
};
const DOOR = "import { getSite } from '@exchange/site-registry';\nimport { createMemoryBackend } from '@exchange/api/testing';\nexport const s = [getSite, createMemoryBackend];\n";
const TOOL_FILES = ['tools/bench/door-fixture.ts', 'tools/e2e/specs/door-fixture.e2e.ts', 'tools/docs/door-fixture.test.ts', 'tools/vite/app-vite-config.ts', 'tools/xss/harness-entry.ts'];
const root = path.resolve(__dirname, '../..');

/** The tool files (of `files`) whose resolved lint config does not hold them to the rule. */
function exempt(files: readonly string[]): string[] {
  const script = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const file of JSON.parse(input)) {
  const config = await eslint.calculateConfigForFile(file);
  const patterns = config?.rules?.['no-restricted-imports']?.[1]?.patterns ?? [];
  if (!patterns.some((pattern) => pattern.regex && new RegExp(pattern.regex).test('../../libs/x'))) out.push(file);
}
process.stdout.write('@@' + JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, input: JSON.stringify(files), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout.slice(run.stdout.lastIndexOf('@@') + 2)) as string[];
}

const CASES: LintCase[] = [...Object.values(INSIDE), DOOR].flatMap((source) => TOOL_FILES.map((filePath) => ({ filePath, source })));
const lint = declaredCases(CASES, RULES);

describe('tools go through front doors', () => {
  for (const [name, source] of Object.entries(INSIDE)) {
    it(`rejects ${name} from tools/ into libs/`, () => {
      for (const file of TOOL_FILES) expect({ file, messages: lint(file, source) }).toEqual({ file, messages: [expect.stringContaining('Import the lib by its name')] });
    });
  }

  it('accepts the package name and a secondary entry', () => {
    for (const file of TOOL_FILES) expect({ file, messages: lint(file, DOOR) }).toEqual({ file, messages: [] });
  });

  it('holds every tool file in the tree to the rule: none is exempt', () => {
    const files = execFileSync('git', ['ls-files', 'tools/*.ts', 'tools/*.tsx', 'tools/*.mjs'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.startsWith('tools/lint/fixtures/'));
    expect(files.length).toBeGreaterThan(100);
    expect(exempt(files)).toEqual([]);
  });
});
