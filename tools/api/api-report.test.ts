/**
 * @jest-environment node
 *
 * The front-door reports on a fixture workspace: generated from the libs' package.json exports,
 * current once written, and stale (naming the report and the table) when a door changes alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entryPoints, generatedFiles, staleFiles } from './api-report';

const fixture = path.resolve(__dirname, '../lint/fixtures/api');

function workspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-'));
  fs.cpSync(fixture, dir, { recursive: true });
  for (const [file, text] of generatedFiles(dir)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('front-door reports', () => {
  let dir: string;
  beforeAll(() => {
    dir = workspace();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists every entry point, secondary entries included, from package.json exports', () => {
    expect(entryPoints(dir).map((e) => [e.specifier, e.file, e.report])).toEqual([
      ['@exchange/demo', 'libs/demo/src/index.ts', 'api/demo.api.md'],
      ['@exchange/demo/testing', 'libs/demo/src/testing.ts', 'api/demo-testing.api.md'],
    ]);
  });

  it('reports names and signatures, the table and the path aliases', () => {
    const main = fs.readFileSync(path.join(dir, 'api/demo.api.md'), 'utf8');
    expect(main).toContain('function add(a: number, b: number): number;');
    expect(main).toContain('interface Pair {\n  left: number;\n  right?: string | undefined;\n}');
    expect(fs.readFileSync(path.join(dir, 'api/demo-testing.api.md'), 'utf8')).toContain('const makePair: (left: number) => Pair;');
    expect(fs.readFileSync(path.join(dir, 'docs/architecture.md'), 'utf8')).toContain('| `@exchange/demo/testing` | 1 | [demo-testing.api.md](../api/demo-testing.api.md) |\n| **total** | **3** | |');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths).toEqual({
      '@exchange/demo': ['./libs/demo/src/index.ts'],
      '@exchange/demo/testing': ['./libs/demo/src/testing.ts'],
    });
    expect(staleFiles(dir)).toEqual([]);
  });

  it('fails when a door changes without its report (negative fixture)', () => {
    const door = path.join(dir, 'libs/demo/src/index.ts');
    const before = fs.readFileSync(door, 'utf8');
    fs.writeFileSync(door, `${before}\nexport const seam = 1;\n`);
    expect(staleFiles(dir)).toEqual(['api/demo.api.md', 'docs/architecture.md']);
    fs.writeFileSync(door, before.replace('b: number): number', 'b: number, c = 0): number'));
    expect(staleFiles(dir)).toEqual(['api/demo.api.md']);
    fs.writeFileSync(door, before);
  });

  it('fails on a report left behind by an entry point that is gone', () => {
    fs.writeFileSync(path.join(dir, 'api/gone.api.md'), '# gone\n');
    expect(staleFiles(dir)).toEqual(['api/gone.api.md']);
    fs.rmSync(path.join(dir, 'api/gone.api.md'));
  });
});
