/**
 * @jest-environment node
 *
 * Proves the dependency rules are live: the real ESLint config, run on fixture sources placed
 * (virtually) inside the libs, rejects imports that break app -> feature -> data-access/ui -> util.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { declaredCases } from './lint-source';

const root = path.resolve(__dirname, '../..');

beforeAll(() => {
  // The rule reads the cached project graph; make sure it exists.
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, stdio: 'ignore' });
});

/** Each test's imports: the file they sit in, the source, and whether the rule must reject it. */
const TESTS: Array<{ name: string; cases: Array<{ filePath: string; source: string; rejected: boolean }> }> = [
  {
    name: 'rejects ui importing from shell',
    cases: [
      { filePath: 'libs/ui/src/boundary-fixture.ts', source: "import { makeStore } from '@exchange/shell';\nexport const s = makeStore;\n", rejected: true },
    ],
  },
  {
    name: 'rejects a lib importing from an app',
    cases: [
      { filePath: 'libs/api/src/boundary-fixture.ts', source: "import '../../../apps/main/src/main';\n", rejected: true },
    ],
  },
  {
    name: 'rejects shell importing another feature',
    cases: [
      { filePath: 'libs/shell/src/boundary-fixture.ts', source: "import { chartRoutes } from '@exchange/chart';\nexport const r = chartRoutes;\n", rejected: true },
    ],
  },
  {
    name: 'rejects site-registry importing anything of ours',
    cases: [
      { filePath: 'libs/site-registry/src/boundary-fixture.ts', source: "import { API_PATHS } from '@exchange/api';\nexport const p = API_PATHS;\n", rejected: true },
    ],
  },
  {
    name: 'rejects a deep import into another lib',
    cases: [
      { filePath: 'libs/chart/src/boundary-fixture.ts', source: "import { API_PATHS } from '../../api/src/paths';\nexport const p = API_PATHS;\n", rejected: true },
    ],
  },
  {
    name: 'rejects the platform importing anything of ours but site-registry',
    cases: [
      { filePath: 'libs/platform/src/boundary-fixture.ts', source: "import { API_PATHS } from '@exchange/api';\nexport const p = API_PATHS;\n", rejected: true },
      { filePath: 'libs/platform/src/boundary-fixture.ts', source: "import { makeStore } from '@exchange/shell';\nexport const s = makeStore;\n", rejected: true },
      { filePath: 'libs/platform/src/boundary-fixture.ts', source: "import { SITES } from '@exchange/site-registry';\nexport const s = SITES;\n", rejected: false },
    ],
  },
  {
    name: 'accepts ui and api taking the clock from the platform',
    cases: [
      { filePath: 'libs/ui/src/boundary-fixture.ts', source: "import { after } from '@exchange/platform';\nexport const a = after;\n", rejected: false },
      { filePath: 'libs/api/src/boundary-fixture.ts', source: "import { after } from '@exchange/platform';\nexport const a = after;\n", rejected: false },
    ],
  },
  {
    name: 'accepts a feature using the shell and api public APIs',
    cases: [
      { filePath: 'libs/chart/src/boundary-fixture.ts', source: "import { readCookie } from '@exchange/platform';\nimport { API_PATHS } from '@exchange/api';\nexport const x = [readCookie, API_PATHS];\n", rejected: false },
    ],
  },
];
// Every case, linted in one ESLint run.
const lint = declaredCases(TESTS.flatMap((t) => t.cases), ['@nx/enforce-module-boundaries']);

describe('module boundaries', () => {
  for (const { name, cases } of TESTS) {
    it(name, () => {
      for (const { filePath, source, rejected } of cases) {
        const messages = lint(filePath, source);
        if (rejected) expect({ filePath, source, messages }).toEqual({ filePath, source, messages: expect.arrayContaining([expect.any(String)]) });
        else expect({ filePath, source, messages }).toEqual({ filePath, source, messages: [] });
      }
    });
  }
});
