/**
 * @jest-environment node
 *
 * The front-door reports on a fixture workspace: generated from the libs' package.json exports,
 * current once written, and stale (naming the report and the table) when a door changes alone.
 * A report says the whole signature (type parameters, types by their public name, no file inside
 * a lib), and a door whose signature names a type it does not export fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReports, doorViolations, entryPoints, generatedFiles, staleFiles } from './api-report';

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
    expect(fs.readFileSync(path.join(dir, 'api/demo-testing.api.md'), 'utf8')).toContain('const makePair: (left: number) => import("@exchange/demo").Pair;');
    expect(fs.readFileSync(path.join(dir, 'docs/architecture.md'), 'utf8')).toContain('| `@exchange/demo/testing` | 1 | [demo-testing.api.md](../api/demo-testing.api.md) |\n| **total** | **7** | |');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths).toEqual({
      '@exchange/demo': ['./libs/demo/src/index.ts'],
      '@exchange/demo/testing': ['./libs/demo/src/testing.ts'],
    });
    expect(staleFiles(dir)).toEqual([]);
  });

  it('keeps type parameters and names types by their exported name, never through a file in the lib', () => {
    const main = fs.readFileSync(path.join(dir, 'api/demo.api.md'), 'utf8');
    expect(main).toContain('interface Box<T> {\n  value: T;\n}');
    expect(main).toContain("type Result<T, E = string> = { ok: true; value: T; } | { ok: false; error: E; };");
    expect(main).toContain('function wrap(inner: number): Wrapped;');
    expect(main).not.toContain('import(');
  });

  it('fails when a public signature names a type its door does not export (negative fixture)', () => {
    const door = path.join(dir, 'libs/demo/src/index.ts');
    const before = fs.readFileSync(door, 'utf8');
    fs.writeFileSync(door, before.replace("export type { Wrapped } from './wrap';\n", ''));
    expect(doorViolations(buildReports(dir))).toEqual(['@exchange/demo wrap: Wrapped']);
    expect(() => generatedFiles(dir)).toThrow(/@exchange\/demo wrap: Wrapped/);
    fs.writeFileSync(door, before);
    expect(doorViolations(buildReports(dir))).toEqual([]);
  });

  it('fails on a type a signature names only where it is declared (bare name, negative fixture)', () => {
    const door = path.join(dir, 'libs/demo/src/index.ts');
    const before = fs.readFileSync(door, 'utf8');
    fs.writeFileSync(path.join(dir, 'libs/demo/src/pairing.ts'), 'interface Side {\n  n: number;\n}\nexport type Pairing = [Side, Side];\n');
    fs.writeFileSync(door, `${before}export type { Pairing } from './pairing';\n`);
    expect(doorViolations(buildReports(dir))).toEqual(['@exchange/demo Pairing: Side']);
    fs.writeFileSync(door, before);
    fs.rmSync(path.join(dir, 'libs/demo/src/pairing.ts'));
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
