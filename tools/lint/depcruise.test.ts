/**
 * @jest-environment node
 *
 * The house's dependency rules are live: dependency-cruiser, with the repository's own config,
 * rejects a shell folder importing one on a higher floor or a neighbour on its own floor, a shell
 * folder on no floor (boot/ and seo/ are on one), and a
 * circle (type-only included), a lib importing the edge, and the edge reaching past a lib's front
 * door, on fixture folders that mirror the libs; and the real libs pass.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const bin = path.join(root, 'node_modules/.bin/depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(target: string): { code: number | null; violations: Violation[] } {
  const run = spawnSync(bin, [target, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return { code: run.status, violations: report.summary.violations };
}

describe('dependency rules (npm test runs them on libs/)', () => {
  const fixture = cruise('tools/lint/fixtures/depcruise');
  const names = fixture.violations.map((v) => `${v.rule.name}: ${path.relative('tools/lint/fixtures/depcruise', v.from)} -> ${path.relative('tools/lint/fixtures/depcruise', v.to)}`);

  it('rejects a shell folder importing a folder on a higher floor', () => {
    expect(names).toContain('shell-floor-widgets-dev-toolbar: libs/shell/src/widgets/up.ts -> libs/shell/src/app-shell/top.ts');
  });

  it('rejects a shell folder importing a neighbour on its own floor', () => {
    expect(names).toContain('shell-floor-store-alone: libs/shell/src/store/s.ts -> libs/shell/src/context/ctx.ts');
  });

  it('rejects a circle, even one made only of type imports', () => {
    expect(names.filter((n) => n.startsWith('no-circular: libs/loop/src/'))).not.toEqual([]);
  });

  it('accepts imports that go down a floor', () => {
    expect(names.filter((n) => n.includes('pages/page.ts') || n.includes('app-shell/top.ts ->'))).toEqual([]);
  });

  it('rejects a lib importing the edge (only tools may)', () => {
    expect(names).toContain('edge-only-from-tools: libs/door/src/uses-edge.ts -> libs/edge/src/edge.ts');
  });

  it('rejects the edge reaching past another lib\'s front door, and accepts the door itself', () => {
    expect(names).toContain('edge-front-doors-only: libs/edge/src/edge.ts -> libs/door/src/inner/inner.ts');
    expect(names.filter((n) => n.endsWith('-> libs/door/src/index.ts'))).toEqual([]);
  });

  it('puts the head script (boot) and the route heads (seo) on a floor: boot may not reach up into widgets, seo may read the store', () => {
    expect(names).toContain('shell-floor-boot-seo: libs/shell/src/boot/head.ts -> libs/shell/src/widgets/ok.ts');
    expect(names.filter((n) => n.includes('libs/shell/src/seo/title.ts'))).toEqual([]);
  });

  it('rejects a shell folder on no floor', () => {
    expect(names).toContain('shell-folder-on-a-floor: libs/shell/src/attic/loose.ts -> libs/shell/src/store/s.ts');
  });

  it("rejects product code importing a lib's testing door, and lets a story or test import it", () => {
    expect(names).toContain('testing-doors-not-in-product: libs/kit/src/product.ts -> libs/kit/src/testing/helpers.ts');
    expect(names.filter((n) => n.includes('libs/kit/src/product.stories.ts'))).toEqual([]);
  });

  it('finds nothing in the real libs', () => {
    const real = cruise('libs');
    expect(real.violations).toEqual([]);
    expect(real.code).toBe(0);
  });
});
