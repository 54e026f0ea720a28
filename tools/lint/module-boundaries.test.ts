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

/** One import placed in a lib's fixture file, and whether the rule must reject it. */
interface BoundaryCase {
  filePath: string;
  source: string;
  rejected: boolean;
}
const inLib = (lib: string, source: string, rejected: boolean): BoundaryCase => ({ filePath: `libs/${lib}/src/boundary-fixture.ts`, source, rejected });
const rejects = (lib: string, source: string) => inLib(lib, source, true);
const accepts = (lib: string, source: string) => inLib(lib, source, false);

const SHELL_STORE = "import { useAppSelector } from '@exchange/shell';\nexport const s = useAppSelector;\n";
const API_PATHS = "import { API_PATHS } from '@exchange/api';\nexport const p = API_PATHS;\n";
const PLATFORM_CLOCK = "import { after } from '@exchange/platform';\nexport const a = after;\n";

const TESTS: Array<[name: string, cases: BoundaryCase[]]> = [
  ['rejects ui importing from shell', [rejects('ui', SHELL_STORE)]],
  ['rejects a lib importing from an app', [rejects('api', "import '../../../apps/main/src/main';\n")]],
  ['rejects shell importing another feature', [rejects('shell', "import { chartRoutes } from '@exchange/chart';\nexport const r = chartRoutes;\n")]],
  ['rejects site-registry importing anything of ours', [rejects('site-registry', API_PATHS)]],
  ['rejects a deep import into another lib', [rejects('chart', "import { API_PATHS } from '../../api/src/paths';\nexport const p = API_PATHS;\n")]],
  [
    'rejects the platform importing anything of ours but site-registry',
    [rejects('platform', API_PATHS), rejects('platform', SHELL_STORE), accepts('platform', "import { SITES } from '@exchange/site-registry';\nexport const s = SITES;\n")],
  ],
  ['accepts ui and api taking the clock from the platform', [accepts('ui', PLATFORM_CLOCK), accepts('api', PLATFORM_CLOCK)]],
  [
    'accepts a feature using the shell and api public APIs',
    [accepts('chart', "import { readCookie } from '@exchange/platform';\nimport { API_PATHS } from '@exchange/api';\nexport const x = [readCookie, API_PATHS];\n")],
  ],
];
// Every case, linted in one ESLint run.
const lint = declaredCases(
  TESTS.flatMap(([, cases]) => cases),
  ['@nx/enforce-module-boundaries'],
);

describe('module boundaries', () => {
  for (const [name, cases] of TESTS) {
    it(name, () => {
      for (const { filePath, source, rejected } of cases) {
        const messages = lint(filePath, source);
        if (rejected) expect({ filePath, source, messages }).toEqual({ filePath, source, messages: expect.arrayContaining([expect.any(String)]) });
        else expect({ filePath, source, messages }).toEqual({ filePath, source, messages: [] });
      }
    });
  }
});
