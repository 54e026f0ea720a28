/**
 * @jest-environment node
 *
 * Runs the generator into a temporary tree (the real libs, tools and node_modules linked in) and
 * builds the new app with Vite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appTargets, generateSite } from './new-site';
import { sizeCheckSites } from '../size/check-size';
import { releaseDefaultsSites } from '../size/release-defaults';
import { childEnv } from '../env/tools-env';

const repo = path.resolve(__dirname, '../..');

describe('new site generator', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-new-site-'));
    for (const entry of ['libs', 'tools', 'node_modules', 'package.json', 'tsconfig.base.json']) {
      fs.symlinkSync(path.join(repo, entry), path.join(tmp, entry));
    }
    // The generator writes the lock file: a copy, never the repository's.
    fs.copyFileSync(path.join(repo, 'package-lock.json'), path.join(tmp, 'package-lock.json'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('writes the targets and inputs every app has: a release-default build and a preview build of its own', () => {
    for (const site of ['main', 'turkey', 'eu', 'us', 'hk', 'japan']) {
      expect(JSON.parse(fs.readFileSync(path.join(repo, 'apps', site, 'project.json'), 'utf8')).targets).toEqual(appTargets(site));
    }
    const targets = appTargets('uk') as Record<string, { inputs?: string[]; outputs?: string[]; options: { env?: Record<string, string> } }>;
    expect(targets.build.inputs).toEqual(['production', '^production', 'siteBuild']);
    expect(targets.build.options.env).toBeUndefined();
    expect(targets.build.outputs).toEqual(['{workspaceRoot}/dist/apps/uk']);
    expect(targets['build-preview'].options.env).toEqual({ EXCHANGE_DEV_TOOLBAR: '1', EXCHANGE_EMBEDDED_BACKEND: '1', EXCHANGE_OUT_DIR: 'dist/preview/uk' });
    expect(targets['build-preview'].outputs).toEqual(['{workspaceRoot}/dist/preview/uk']);
    // The build's environment is an input, so a cached build is never replayed for another; the
    // commit is not (a build of the same sources on the next commit is replayed).
    const siteBuild = JSON.parse(fs.readFileSync(path.join(repo, 'nx.json'), 'utf8')).namedInputs.siteBuild as unknown[];
    for (const name of ['BUILD_VERSION', 'EXCHANGE_DEV_TOOLBAR', 'EXCHANGE_EMBEDDED_BACKEND', 'EXCHANGE_SOURCEMAP', 'EXCHANGE_OUT_DIR']) expect(siteBuild).toContainEqual({ env: name });
    expect(siteBuild.filter((input) => typeof input === 'object' && input !== null && 'runtime' in input)).toEqual([]);
  });

  it('refuses a key that is not in the site registry', () => {
    expect(() => generateSite('atlantis', tmp)).toThrow(/not a site-registry key/);
  });

  it('creates apps/uk for the registry entry, and the app builds on its own', () => {
    const dir = generateSite('uk', tmp);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'project.json'), 'utf8')).tags).toEqual(['type:app', 'scope:uk']);
    expect(fs.readFileSync(path.join(dir, 'src/app.tsx'), 'utf8')).toContain("site: 'uk'");
    expect(() => generateSite('uk', tmp)).toThrow(/already exists/);
    execFileSync(path.join(repo, 'node_modules/.bin/vite'), ['build', '--configLoader', 'runner', '--config', path.join(dir, 'vite.config.ts'), '--logLevel', 'error'], { cwd: tmp, stdio: 'pipe' });
    const built = path.join(tmp, 'dist/apps/uk');
    expect(fs.existsSync(path.join(built, 'index.html'))).toBe(true);
    expect(fs.readdirSync(path.join(built, 'assets')).some((f) => f.endsWith('.js'))).toBe(true);
  }, 120_000);

  it('leaves a tree npm ci accepts: the lock file names the new workspace (checked offline, nothing installed)', () => {
    // package.json and every workspace's package.json, as npm ci compares them with the lock file.
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-new-site-lock-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(repo, file), path.join(tree, file));
      for (const group of ['libs', 'apps']) {
        for (const name of fs.readdirSync(path.join(repo, group))) {
          const pkg = path.join(repo, group, name, 'package.json');
          if (!fs.existsSync(pkg)) continue;
          fs.mkdirSync(path.join(tree, group, name), { recursive: true });
          fs.copyFileSync(pkg, path.join(tree, group, name, 'package.json'));
        }
      }
      generateSite('singapore', tree);
      const lock = JSON.parse(fs.readFileSync(path.join(tree, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
      expect(lock.packages['apps/singapore']).toEqual({ name: '@exchange/app-singapore', version: '0.0.0' });
      expect(lock.packages['node_modules/@exchange/app-singapore']).toEqual({ resolved: 'apps/singapore', link: true });
      const ci = spawnSync('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: tree, encoding: 'utf8', env: childEnv({ npm_config_loglevel: 'error' }) });
      expect({ status: ci.status, stderr: ci.stderr.split('\n').filter((line) => /Missing|error/.test(line)).slice(0, 5) }).toEqual({ status: 0, stderr: [] });
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  }, 180_000);

  it('puts the new site in the size budgets and the release-defaults check, which read the app projects', () => {
    if (!fs.existsSync(path.join(tmp, 'apps/uk'))) generateSite('uk', tmp);
    expect(sizeCheckSites(tmp)).toContain('uk');
    expect(releaseDefaultsSites(tmp)).toContain('uk');
    expect(sizeCheckSites(repo)).not.toContain('uk');
  });
});
