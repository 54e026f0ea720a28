/**
 * @jest-environment node
 *
 * Proves the dependency rules are live: the real ESLint config, run on fixture sources placed
 * (virtually) inside the libs, rejects imports that break app -> feature -> data-access/ui -> util.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/.bin/eslint');

function lint(filePath: string, source: string): string[] {
  const run = spawnSync(eslintBin, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

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

  it('accepts a feature using the shell and api public APIs', () => {
    expect(
      lint('libs/chart/src/boundary-fixture.ts', "import { readCookie } from '@exchange/platform';\nimport { API_PATHS } from '@exchange/api';\nexport const x = [readCookie, API_PATHS];\n"),
    ).toEqual([]);
  });
});
