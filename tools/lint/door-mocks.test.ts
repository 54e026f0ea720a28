/**
 * @jest-environment node
 *
 * A test never loads a front door's real module into a mock (`...jest.requireActual('@exchange/…')`):
 * the spread re-exports every name of the door, and knip then counts them all as used. Tests
 * replace what they need through a seam instead (an injected dependency, or the lib's /testing).
 */
import { declaredCases, type LintCase } from './lint-source';

const RULES = ['no-restricted-syntax'];
const SPREAD = "jest.mock('@exchange/platform', () => ({ ...jest.requireActual('@exchange/platform'), now: () => 0 }));\n";
const SECONDARY = "export const ui = jest.requireActual<object>('@exchange/ui/testing');\n";
const OWN_FILE = "jest.mock('./clock', () => ({ ...jest.requireActual('./clock'), now: () => 0 }));\n";
const PACKAGE = "jest.mock('@sentry/browser', () => ({ ...jest.requireActual('@sentry/browser'), init: jest.fn() }));\n";
const TESTS = ['libs/shell/src/widgets/door-fixture.test.tsx', 'libs/platform/src/clock/door-fixture.test.ts', 'apps/main/src/door-fixture.test.tsx', 'tools/docs/door-fixture.test.ts'];

const CASES: LintCase[] = [SPREAD, SECONDARY, OWN_FILE, PACKAGE].flatMap((source) => TESTS.map((filePath) => ({ filePath, source })));
const lint = declaredCases(CASES, RULES);

describe('no mock spreads a front door', () => {
  it.each([
    ['the main door', SPREAD],
    ['a secondary entry', SECONDARY],
  ])('rejects jest.requireActual of %s, in a lib, an app and a tool', (_, source) => {
    for (const file of TESTS) expect({ file, messages: lint(file, source) }).toEqual({ file, messages: [expect.stringContaining("front door's real module")] });
  });

  it("accepts the real module of the test's own lib file, and of a third-party package", () => {
    for (const file of TESTS) {
      expect({ file, messages: lint(file, OWN_FILE) }).toEqual({ file, messages: [] });
      expect({ file, messages: lint(file, PACKAGE) }).toEqual({ file, messages: [] });
    }
  });
});
