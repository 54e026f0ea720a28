/**
 * @jest-environment node
 *
 * Every Playwright config refuses a stray `test.only` in CI, so a focused test left in a commit
 * fails the stage instead of quietly running one test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnv } from '../env/tools-env';

// Loading a config needs only its object: Playwright's runtime refuses to load inside Jest.
jest.mock('@playwright/test', () => ({ defineConfig: (config: unknown) => config, devices: new Proxy({}, { get: () => ({}) }) }));

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tools/lint/fixtures/forbid-only');

/** Every Playwright config in the repository (tools/, libs/, apps/). */
function playwrightConfigs(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'fixtures' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^playwright.*\.config\.ts$/.test(entry.name)) found.push(path.relative(root, full));
    }
  };
  for (const top of ['tools', 'libs', 'apps']) walk(path.join(root, top));
  return found.sort();
}

/** The configs (repo paths) that, loaded as CI loads them, do not set forbidOnly. */
function withoutForbidOnly(files: string[]): string[] {
  // The test sets CI for the configs it loads, and puts it back after.
  /* eslint-disable no-restricted-syntax */
  const previous = process.env.CI;
  process.env.CI = '1';
  try {
    return files.filter((file) => {
      let config: { forbidOnly?: boolean } = {};
      jest.isolateModules(() => {
        config = (require(path.join(root, file)) as { default: { forbidOnly?: boolean } }).default;
      });
      return config.forbidOnly !== true;
    });
  } finally {
    if (previous === undefined) delete process.env.CI;
    else process.env.CI = previous;
  }
  /* eslint-enable no-restricted-syntax */
}

describe('forbidOnly in CI', () => {
  it('is set by every Playwright config', () => {
    const configs = playwrightConfigs();
    expect(configs).toEqual(expect.arrayContaining(['tools/e2e/playwright.config.ts', 'tools/visual/playwright.config.ts', 'tools/release/playwright.config.ts']));
    expect(withoutForbidOnly(configs)).toEqual([]);
  });

  it('flags a config that does not set it (negative fixture)', () => {
    expect(withoutForbidOnly(['tools/lint/fixtures/forbid-only/no-forbid-only.config.ts'])).toEqual(['tools/lint/fixtures/forbid-only/no-forbid-only.config.ts']);
  });

  it('makes Playwright refuse a spec holding test.only when CI is set', () => {
    // Playwright refuses to start inside a Jest worker, which it knows by this variable.
    const { JEST_WORKER_ID: _worker, ...env } = childEnv();
    const run = spawnSync('npx', ['playwright', 'test', '-c', path.join(fixtures, 'playwright.config.ts'), '--list'], {
      cwd: root,
      env: { ...env, CI: '1' },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/focused with '.only' is not allowed due to the 'forbidOnly' option/);
  });
});
