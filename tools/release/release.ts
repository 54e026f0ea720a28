/**
 * `npm run release -- <site>` (or `SITE=<site> npm run release`): one release of one site, for
 * every environment (docs/deploy.md). Writes
 *   dist/release/<site>-<version>.tar.gz              what a team hands to its servers
 *   dist/release/<site>-<version>.sourcemaps.tar.gz   for the monitoring service, never served
 * The tarball holds static/ (the production build, no mock toolbar, text files precompressed
 * with brotli and gzip), nginx/ (the production config only, the site's generated routes),
 * deploy.mjs (libs/edge's deploy program bundled into one file that needs only node) with
 * heads.json (render an environment file into the page, its per-route heads, sitemap and robots
 * file, and the config) and manifest.json.
 * `RELEASE_VERSION` names the version (default: UTC build time and short commit).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getSite, isSiteKey, type SiteKey } from '@exchange/site-registry';
import { documentCsp, headPlan, knownRoutesConf, writePackagedNginx } from '@exchange/edge';
import { bundleDeployProgram } from './deploy-bundle';
import { listFiles, precompress } from './precompress';
import { childEnv, toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

function git(...args: string[]): string {
  return spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
}

/** The manifest's file list: every file of the release but the manifest, with sha256 and size. */
export function fileList(releaseDir: string): Array<{ path: string; sha256: string; bytes: number }> {
  return listFiles(releaseDir)
    .map((file) => path.relative(releaseDir, file).split(path.sep).join('/'))
    .filter((rel) => rel !== 'manifest.json')
    .sort()
    .map((rel) => {
      const data = fs.readFileSync(path.join(releaseDir, rel));
      return { path: rel, sha256: crypto.createHash('sha256').update(data).digest('hex'), bytes: data.length };
    });
}

function defaultVersion(): string {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12);
  return `${stamp}-${git('rev-parse', '--short=10', 'HEAD') || 'nogit'}`;
}

/** Runs the site's production build into `outDir`; resolves with whether it succeeded. */
function viteBuild(site: SiteKey, version: string, outDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vite', 'build', '--configLoader', 'runner', '--config', `apps/${site}/vite.config.ts`], {
      cwd: root,
      stdio: 'inherit',
      env: childEnv({ BUILD_VERSION: version, EXCHANGE_DEV_TOOLBAR: '0', EXCHANGE_SOURCEMAP: 'hidden', EXCHANGE_OUT_DIR: outDir, CI: '1' }),
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Builds the release of `site`; resolves with the tarball's path. Asynchronous, so two releases
 * (the release stage's N-1 and N) build side by side on two cores.
 */
export async function buildRelease(site: SiteKey, version = toolsEnv('RELEASE_VERSION') ?? defaultVersion()): Promise<string> {
  if (!/^[A-Za-z0-9._-]+$/.test(version)) fail(`version "${version}" may hold only letters, digits, ".", "_" and "-"`);
  const outDir = path.join(root, 'dist/release');
  const name = `${site}-${version}`;
  const work = path.join(outDir, 'work', name);
  const staticDir = path.join(work, 'static');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(staticDir, { recursive: true });

  console.log(`release: building ${site} ${version} ...`);
  if (!(await viteBuild(site, version, staticDir))) fail(`the build of ${site} failed`);

  // Source maps leave the served folder for their own archive; so does Vite's build manifest.
  const maps = listFiles(staticDir).filter((file) => file.endsWith('.map'));
  const mapsDir = path.join(outDir, 'work', `${name}-sourcemaps`);
  fs.rmSync(mapsDir, { recursive: true, force: true });
  for (const file of maps) {
    const target = path.join(mapsDir, path.relative(staticDir, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file, target);
  }
  fs.rmSync(path.join(staticDir, '.vite'), { recursive: true, force: true });
  const compressed = precompress(staticDir);

  writePackagedNginx(path.join(work, 'nginx'), knownRoutesConf(site));
  const programBytes = bundleDeployProgram(path.join(work, 'deploy.mjs'));
  // The page heads' data (routes x languages, translated): deploy renders it for the environment's origin.
  fs.writeFileSync(path.join(work, 'heads.json'), `${JSON.stringify(headPlan(site))}\n`);
  fs.copyFileSync(path.join(root, 'libs/edge/src/deploy/release.env.example'), path.join(work, 'release.env.example'));

  const config = getSite(site);
  const manifest = {
    site: { id: config.id, key: config.key, name: config.name },
    version,
    /** Monitoring events carry this as their release (the build's __BUILD_VERSION__). */
    monitoringRelease: version,
    commit: git('rev-parse', 'HEAD'),
    buildTime: new Date().toISOString(),
    csp: documentCsp(),
    files: fileList(work),
  };
  fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const tarball = path.join(outDir, `${name}.tar.gz`);
  const tar = spawnSync('tar', ['-czf', tarball, '-C', path.dirname(work), name], { stdio: 'inherit' });
  if (tar.status !== 0) fail('tar failed');
  if (maps.length) spawnSync('tar', ['-czf', path.join(outDir, `${name}.sourcemaps.tar.gz`), '-C', path.dirname(mapsDir), path.basename(mapsDir)]);
  console.log(`release: ${path.relative(root, tarball)} (${manifest.files.length} files, ${compressed} precompressed, ${maps.length} source maps set aside, deploy.mjs ${(programBytes / 1024).toFixed(1)} KB)`);
  return tarball;
}

if (require.main === module) {
  const site = process.argv[2] ?? toolsEnv('SITE');
  if (!site || !isSiteKey(site) || !fs.existsSync(path.join(root, 'apps', site, 'vite.config.ts'))) {
    fail(`name a site with an app: npm run release -- <site> (one of ${fs.readdirSync(path.join(root, 'apps')).join(', ')})`);
  }
  void buildRelease(site);
}
