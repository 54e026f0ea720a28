/**
 * @jest-environment node
 *
 * Proves the dependency rules are live: the real ESLint config, run on fixture sources placed
 * (virtually) inside the libs, rejects imports that break app -> feature -> data-access/ui -> util.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { lintSource } from './lint-source';

const root = path.resolve(__dirname, '../..');
const lint = (filePath: string, source: string) => lintSource(filePath, source, ['@nx/enforce-module-boundaries']);

beforeAll(() => {
  // The rule reads the cached project graph; make sure it exists.
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, stdio: 'ignore' });
});

describe('module boundaries', () => {
  it('rejects ui importing from shell', () => {
    expect(lint('libs/ui/src/boundary-fixture.ts', "import { makeStore } from '@exchange/shell';\nexport const s = makeStore;\n")).not.toEqual([]);
  });

  it('rejects a lib importing from an app', () => {
    expect(lint('libs/api/src/boundary-fixture.ts', "import '../../../apps/main/src/main';\n")).not.toEqual([]);
  });

  it('rejects shell importing another feature', () => {
    expect(lint('libs/shell/src/boundary-fixture.ts', "import { chartRoutes } from '@exchange/chart';\nexport const r = chartRoutes;\n")).not.toEqual([]);
  });

  it('rejects site-registry importing anything of ours', () => {
    expect(lint('libs/site-registry/src/boundary-fixture.ts', "import { API_PATHS } from '@exchange/api';\nexport const p = API_PATHS;\n")).not.toEqual([]);
  });

  it('rejects a deep import into another lib', () => {
    expect(lint('libs/chart/src/boundary-fixture.ts', "import { API_PATHS } from '../../api/src/paths';\nexport const p = API_PATHS;\n")).not.toEqual([]);
  });

  it('rejects the platform importing anything of ours but site-registry', () => {
    expect(lint('libs/platform/src/boundary-fixture.ts', "import { API_PATHS } from '@exchange/api';\nexport const p = API_PATHS;\n")).not.toEqual([]);
    expect(lint('libs/platform/src/boundary-fixture.ts', "import { makeStore } from '@exchange/shell';\nexport const s = makeStore;\n")).not.toEqual([]);
    expect(lint('libs/platform/src/boundary-fixture.ts', "import { SITES } from '@exchange/site-registry';\nexport const s = SITES;\n")).toEqual([]);
  });

  it('accepts ui and api taking the clock from the platform', () => {
    expect(lint('libs/ui/src/boundary-fixture.ts', "import { after } from '@exchange/platform';\nexport const a = after;\n")).toEqual([]);
    expect(lint('libs/api/src/boundary-fixture.ts', "import { after } from '@exchange/platform';\nexport const a = after;\n")).toEqual([]);
  });

  it('accepts a feature using the shell and api public APIs', () => {
    expect(
      lint('libs/chart/src/boundary-fixture.ts', "import { readCookie } from '@exchange/platform';\nimport { API_PATHS } from '@exchange/api';\nexport const x = [readCookie, API_PATHS];\n"),
    ).toEqual([]);
  });
});
