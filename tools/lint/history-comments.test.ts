/**
 * @jest-environment node
 *
 * Comments say what the code is: the lint rule rejects issue numbers, what was so before an issue,
 * what the code "used to" do and dated timing notes in every comment under libs/, apps/ and
 * tools/ (a specification's date alone stays allowed), and the README's prose holds the same rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { historyIn } from './rules/no-history-comments.mjs';
import { declaredCases, type LintCase } from './lint-source';

const root = path.resolve(__dirname, '../..');
const RULES = ['house/no-history-comments'];
const HISTORY = {
  'issue N': '// Starts the head script early (issue 27).\nexport const a = 1;\n',
  'Issue N:': '/**\n * Issue 27: the first render waits for this.\n */\nexport const a = 1;\n',
  '#N': '// Fixed in #42.\nexport const a = 1;\n',
  'before issue': '// Slower, as before the issue of the fonts.\n// What it did before issue twenty.\nexport const a = 1;\n',
  'used to': '// The header used to wrap to a second line.\nexport const a = 1;\n',
  'a dated timing note': '/**\n * The stage took 12.7 min in CI on 2026-12-01.\n */\nexport const a = 1;\n',
  'a dated size note': '// Met at 146 KB on 2026-11-22.\nexport const a = 1;\n',
};
const CLEAN = [
  "// The head script starts the first render's requests; colour #fff comes from the theme.",
  '// The key is used to sign the request; a value gets used to seed the stream.',
  '// EU customers exit on 2025-06-30 (a spec date).',
  '// The budget is 35 min.',
  '/**\n * The drawer closes in 300 ms.\n * Exit date: 2025-06-30.\n */',
  'export const a = 1;',
].join('\n');
const FILES = ['libs/shell/src/history-fixture.ts', 'apps/main/src/history-fixture.tsx', 'tools/vite/history-fixture.ts', 'libs/chart/src/history-fixture.test.ts'];

const CASES: LintCase[] = [...Object.values(HISTORY), CLEAN].flatMap((source) => FILES.map((filePath) => ({ filePath, source })));
const lint = declaredCases(CASES, RULES);

describe('no history in comments', () => {
  for (const [name, source] of Object.entries(HISTORY)) {
    it(`rejects ${name} in a comment under libs/, apps/ and tools/, tests included`, () => {
      for (const file of FILES) expect({ file, messages: lint(file, source) }).toEqual({ file, messages: [expect.stringContaining('not its history')] });
    });
  }

  it('accepts a comment that says what is (a hex colour, "is used to", a spec date, a time without a date)', () => {
    for (const file of FILES) expect({ file, messages: lint(file, CLEAN) }).toEqual({ file, messages: [] });
  });

  it("holds in the READMEs' prose", () => {
    const readmes = ['README.md', 'tools/README.md'].filter((file) => fs.existsSync(path.join(root, file)));
    const found = readmes.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (historyIn(line) ? [`${file}:${i + 1}: ${historyIn(line)}`] : [])),
    );
    expect(found).toEqual([]);
    expect(historyIn('limit 7 (9-10 before issue 27)')).toBe('before issue');
  });
});
