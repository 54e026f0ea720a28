/**
 * @jest-environment node
 *
 * Small parts: no hand-written .ts/.tsx file in libs/*\/src goes over 400 lines. Tests, stories
 * and fixtures (recorded JSON or generators under fixtures/) are exempt. The real ESLint config
 * runs on sources placed (virtually) at these paths.
 */
import { declaredCases, type LintCase } from './lint-source';

const RULES = ['max-lines'];

/** A source of exactly `n` lines. */
const linesOf = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

const AT_LIMIT = linesOf(400);
const OVER_LIMIT = linesOf(401);

const PRODUCT_FILES = ['libs/chart/src/trade-chart/parts-fixture.tsx', 'libs/api/src/contract/parts-fixture.ts', 'libs/shell/src/testing/parts-fixture.tsx'];
const EXEMPT_FILES = [
  'libs/chart/src/trade-chart/parts-fixture.test.tsx',
  'libs/ui/src/button/parts-fixture.stories.tsx',
  'libs/platform/src/monitoring/fixtures/parts-fixture.ts',
];

const CASES: LintCase[] = [
  ...PRODUCT_FILES.flatMap((filePath) => [AT_LIMIT, OVER_LIMIT].map((source) => ({ filePath, source }))),
  ...EXEMPT_FILES.map((filePath) => ({ filePath, source: OVER_LIMIT })),
];
const lint = declaredCases(CASES, RULES);

describe('small parts', () => {
  it('rejects a 401-line hand-written file in any lib, test kits included', () => {
    for (const file of PRODUCT_FILES) expect({ file, messages: lint(file, OVER_LIMIT) }).toEqual({ file, messages: [expect.stringContaining('400')] });
  });

  it('accepts a file of exactly 400 lines', () => {
    for (const file of PRODUCT_FILES) expect({ file, messages: lint(file, AT_LIMIT) }).toEqual({ file, messages: [] });
  });

  it('exempts tests, stories and fixtures', () => {
    for (const file of EXEMPT_FILES) expect({ file, messages: lint(file, OVER_LIMIT) }).toEqual({ file, messages: [] });
  });
});
