/**
 * @jest-environment node
 *
 * Tools use the libs through their front doors: a relative import from tools/ into libs/, static,
 * dynamic or through require, fails lint; the package name passes.
 */
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
const TOOL_FILES = ['tools/bench/door-fixture.ts', 'tools/e2e/specs/door-fixture.e2e.ts', 'tools/docs/door-fixture.test.ts'];

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
});
