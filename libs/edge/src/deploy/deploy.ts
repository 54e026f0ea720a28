/**
 * The deploy program: renders one unpacked release for one environment (docs/deploy.md). The
 * release ships it bundled as deploy.mjs, run on the server with node alone:
 *
 *   node deploy.mjs [release.env] [--nginx "<nginx options>"] [--no-nginx-test]
 *   node deploy.mjs --rollback [--nginx "<nginx options>"]
 *   node deploy.mjs --refresh [--nginx "<nginx options>"]
 *
 * A deploy never touches what nginx serves until the new environment is whole: it takes the
 * release's lock, validates the file, resolves the API's name, renders everything into a new
 * folder (rendered/<id>/: the page with its data block, the heads, sitemap and robots file, and
 * the nginx files), then switches the release's exchange.conf (the one file the host's nginx
 * includes) to it in one rename and checks the whole configuration with `nginx -t`; when the check
 * fails the switch is undone. Any failure prints one line naming the cause and exits 2, leaving
 * the running environment as it was. The previous environment is kept (exchange.previous.conf):
 * `--rollback` switches back to it. The operator reloads nginx after a deploy or a rollback;
 * `--refresh` (run from a timer) renders the API's addresses again when its name moved in DNS,
 * and reloads nginx itself.
 */
import { execFileSync } from 'node:child_process';
import dns from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PRERENDERED_DIR, renderIndexRobots, writeHeads, type HeadPlan } from '../heads/heads';
import { validateEnv, parseEnvFile, type DeployEnv } from './grammar';
import { absoluteIncludes, renderEdgeConf, renderIndexHtml, renderServerConf, renderUpstreamConf, upstreamTarget } from './render';

/** Characters the release folder may not hold: they end or open nginx tokens, variables and blocks, or quote. */
const FORBIDDEN = /[\s$;{}"'`\\<>]/;
/** The file the host's nginx includes (in its http block): it names the live environment. */
const LIVE_POINTER = 'exchange.conf';
/** The environment before the live one, for `--rollback`. */
const PREVIOUS_POINTER = 'exchange.previous.conf';
const LOCK = '.deploy.lock';
const RENDERED = 'rendered';

/** A refusal the program prints as one line and exits 2 with. */
class DeployRefusal extends Error {}

/** How the program reaches nginx: extra options for `nginx -t` and `nginx -s reload`, or no check. */
interface NginxAccess {
  options: string[];
  test: boolean;
}

function hasBrotliModule(): boolean {
  try {
    const modules = '/etc/nginx/modules-enabled';
    if (fs.existsSync(modules) && fs.readdirSync(modules).some((file) => file.includes('brotli'))) return true;
    return /brotli/.test(execFileSync('nginx', ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch {
    return false;
  }
}

/** Writes through a temporary name and a rename: a reader sees the old file or the new, never half. */
function writeAtomic(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The PEM file at `file` holds a certificate (not /etc/passwd, not a device). */
function isCertificateFile(file: string): boolean {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > 16 * 1024 * 1024) return false;
    return fs.readFileSync(file, 'utf8').includes('-----BEGIN CERTIFICATE-----');
  } catch {
    return false;
  }
}

/** The validated environment of `envFile`, checked against this host. */
function readEnv(envFile: string, releaseDir: string): DeployEnv {
  if (!fs.existsSync(envFile)) throw new DeployRefusal(`no environment file at ${envFile}: write one (see docs/deploy.md) and run: node deploy.mjs <file>`);
  let values: Record<string, string>;
  try {
    values = parseEnvFile(fs.readFileSync(envFile, 'utf8'));
  } catch (error) {
    throw new DeployRefusal(`${envFile}: ${(error as Error).message}`);
  }
  const result = validateEnv(values);
  if (result.problems) throw new DeployRefusal(`${envFile} cannot be used: ${result.problems.join('; ')}`);
  const { env } = result;
  if (FORBIDDEN.test(releaseDir)) throw new DeployRefusal(`the release folder ${JSON.stringify(releaseDir)} holds whitespace or a character nginx reads as syntax: unpack it elsewhere`);
  if (!isCertificateFile(env.EXCHANGE_UPSTREAM_CA)) {
    throw new DeployRefusal(`EXCHANGE_UPSTREAM_CA=${JSON.stringify(env.EXCHANGE_UPSTREAM_CA)} is not a readable PEM file holding a certificate (the CA bundle nginx verifies the upstream with)`);
  }
  return env;
}

/** The API upstream's addresses, asked of the environment's DNS servers (else the host's resolver, as nginx would). */
export async function resolveUpstream(env: DeployEnv): Promise<string[]> {
  const { host } = upstreamTarget(env);
  if (net.isIP(host)) return [host];
  const families = env.EXCHANGE_RESOLVER_IPV6 === 'on' ? ['A', 'AAAA'] : ['A'];
  try {
    if (env.EXCHANGE_RESOLVER) {
      const resolver = new dns.Resolver({ timeout: 5_000, tries: 2 });
      resolver.setServers(env.EXCHANGE_RESOLVER.split(' '));
      const answers = await Promise.all(families.map((family) => (family === 'A' ? resolver.resolve4(host) : resolver.resolve6(host)).catch(() => [] as string[])));
      const addresses = answers.flat();
      if (addresses.length) return [...new Set(addresses)].sort();
    } else {
      const found = await dns.lookup(host, { all: true, family: families.length === 1 ? 4 : 0 });
      if (found.length) return [...new Set(found.map((item) => item.address))].sort();
    }
  } catch {
    // Reported below, as a name with no address.
  }
  throw new DeployRefusal(`the API upstream's name ${host} has no address${env.EXCHANGE_RESOLVER ? ` at ${env.EXCHANGE_RESOLVER}` : " in the host's resolver"}`);
}

/** Every .html file under `dir`. */
function listHtml(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listHtml(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Hard-links (else copies) every file of `from` into `to`: the new environment's static files cost no space. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

/** The rendered folder a pointer file names, or undefined. */
function pointedFolder(pointerFile: string): string | undefined {
  if (!fs.existsSync(pointerFile)) return undefined;
  const match = /^include (.+)\/nginx\/exchange\.conf;$/m.exec(fs.readFileSync(pointerFile, 'utf8'));
  return match?.[1];
}

/** The live environment's folder of the release in `releaseDir` (its static/ is nginx's root), or undefined. */
export function liveFolder(releaseDir: string): string | undefined {
  return pointedFolder(path.join(releaseDir, LIVE_POINTER));
}

function pointer(renderedDir: string): string {
  return `# The live environment of this release: include this file in nginx's http block. Written by the deploy program.\ninclude ${path.join(renderedDir, 'nginx/exchange.conf')};\n`;
}

function nginxTest(nginx: NginxAccess): string | undefined {
  if (!nginx.test) return undefined;
  try {
    execFileSync('nginx', ['-t', '-q', ...nginx.options], { stdio: ['ignore', 'pipe', 'pipe'] });
    return undefined;
  } catch (error) {
    const text = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message);
    return text.split('\n').find((line) => /\[emerg\]|\[alert\]|\[crit\]|failed|ENOENT/.test(line))?.trim() ?? text.trim().split('\n')[0];
  }
}

/** Takes the release's lock (a file holding the deploy's pid); a lock whose process is gone is taken over. */
function lock(releaseDir: string): () => void {
  const file = path.join(releaseDir, LOCK);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch {
      const holder = Number(fs.readFileSync(file, 'utf8'));
      let alive = false;
      try {
        alive = holder > 0 && process.kill(holder, 0);
      } catch {
        alive = false;
      }
      if (alive) throw new DeployRefusal(`another deploy (pid ${holder}) holds ${file}: wait for it to finish`);
      fs.rmSync(file, { force: true });
    }
  }
  throw new DeployRefusal(`cannot take the lock ${file}`);
}

/** Renders every file of one environment into `renderedDir`; returns the number of page heads. */
function render(releaseDir: string, renderedDir: string, env: DeployEnv, addresses: string[]): number {
  const staticDir = path.join(renderedDir, 'static');
  const nginxDir = path.join(renderedDir, 'nginx');
  linkTree(path.join(releaseDir, 'static'), staticDir);
  fs.mkdirSync(nginxDir, { recursive: true });
  for (const file of fs.readdirSync(path.join(releaseDir, 'nginx')).filter((name) => name.endsWith('.conf'))) {
    fs.writeFileSync(path.join(nginxDir, file), absoluteIncludes(fs.readFileSync(path.join(releaseDir, 'nginx', file), 'utf8'), nginxDir));
  }
  const indexing = env.EXCHANGE_INDEXING === 'on';
  const indexFile = path.join(staticDir, 'index.html');
  const page = renderIndexRobots(renderIndexHtml(fs.readFileSync(path.join(releaseDir, 'static/index.html'), 'utf8'), env), indexing);
  // A new file in place of the link: the release's own index.html stays the template.
  fs.rmSync(indexFile, { force: true });
  for (const suffix of ['.gz', '.br']) fs.rmSync(indexFile + suffix, { force: true });
  fs.writeFileSync(indexFile, page);
  // The build's prerendered pages (the heads' templates) carry the same data block: each is
  // written anew in place of its link, the release's own copy staying untouched.
  const prerendered = path.join(staticDir, PRERENDERED_DIR);
  for (const file of fs.existsSync(prerendered) ? listHtml(prerendered) : []) {
    const text = renderIndexHtml(fs.readFileSync(file, 'utf8'), env);
    fs.rmSync(file);
    fs.writeFileSync(file, text);
  }
  // The heads are copies of the rendered index.html and prerendered pages: written after them.
  const plan = JSON.parse(fs.readFileSync(path.join(releaseDir, 'heads.json'), 'utf8')) as HeadPlan;
  const heads = writeHeads(staticDir, plan, { origin: env.EXCHANGE_CANONICAL_ORIGIN, indexing });
  fs.writeFileSync(path.join(nginxDir, 'edge.conf'), renderEdgeConf(env));
  fs.writeFileSync(path.join(nginxDir, 'upstream.conf'), renderUpstreamConf(env, addresses));
  fs.writeFileSync(path.join(nginxDir, 'server.conf'), renderServerConf(env, renderedDir));
  fs.writeFileSync(
    path.join(nginxDir, 'compression.conf'),
    `gzip_static on;\n${hasBrotliModule() ? 'brotli_static on;\n' : '# brotli_static: this nginx has no brotli module; the .br files wait for one.\n'}`,
  );
  fs.writeFileSync(
    path.join(nginxDir, 'exchange.conf'),
    `# This environment: the shared http settings, its edge and upstream, and the site's servers.\n${['http.conf', 'edge.conf', 'upstream.conf', 'server.conf'].map((file) => `include ${path.join(nginxDir, file)};`).join('\n')}\n`,
  );
  fs.writeFileSync(path.join(renderedDir, 'environment.json'), `${JSON.stringify(env, null, 2)}\n`);
  return heads;
}

/** Removes the rendered folders of this release that neither the live nor the previous pointer names. */
function prune(releaseDir: string): void {
  const kept = new Set([liveFolder(releaseDir), pointedFolder(path.join(releaseDir, PREVIOUS_POINTER))]);
  const dir = path.join(releaseDir, RENDERED);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) if (!kept.has(path.join(dir, name))) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** Switches the live pointer to `next` (keeping the old one as previous) and checks nginx; undone when the check fails. */
function switchTo(releaseDir: string, next: string, nginx: NginxAccess): void {
  const live = path.join(releaseDir, LIVE_POINTER);
  const previous = path.join(releaseDir, PREVIOUS_POINTER);
  const before = fs.existsSync(live) ? fs.readFileSync(live, 'utf8') : undefined;
  writeAtomic(live, next);
  const complaint = nginxTest(nginx);
  if (complaint !== undefined) {
    if (before === undefined) fs.rmSync(live, { force: true });
    else writeAtomic(live, before);
    throw new DeployRefusal(`nginx -t refused the new configuration, nothing changed: ${complaint}`);
  }
  if (before !== undefined && before !== next) writeAtomic(previous, before);
}

/** Deploys the release in `releaseDir` for the environment file `envFile`; returns the summary line. */
async function deployRelease(releaseDir: string, envFile: string, nginx: NginxAccess): Promise<string> {
  const env = readEnv(envFile, releaseDir);
  const unlock = lock(releaseDir);
  let renderedDir: string | undefined;
  try {
    const addresses = await resolveUpstream(env);
    fs.mkdirSync(path.join(releaseDir, RENDERED), { recursive: true });
    renderedDir = fs.mkdtempSync(path.join(releaseDir, RENDERED, 'env-'));
    const heads = render(releaseDir, renderedDir, env, addresses);
    switchTo(releaseDir, pointer(renderedDir), nginx);
    renderedDir = undefined;
    prune(releaseDir);
    const manifest = JSON.parse(fs.readFileSync(path.join(releaseDir, 'manifest.json'), 'utf8')) as { site: { key: string }; version: string };
    return `deploy: ${manifest.site.key} ${manifest.version} rendered for ${env.EXCHANGE_SERVER_NAME} (${heads} page heads for ${env.EXCHANGE_CANONICAL_ORIGIN}${env.EXCHANGE_INDEXING === 'on' ? '' : ', noindex'}; API at ${addresses.join(' ')}); ${path.join(releaseDir, LIVE_POINTER)} names it: include that file in nginx's http block and reload nginx.`;
  } finally {
    if (renderedDir) fs.rmSync(renderedDir, { recursive: true, force: true });
    unlock();
  }
}

/** Switches back to the previous environment (which becomes the previous one in turn). */
function rollbackRelease(releaseDir: string, nginx: NginxAccess): string {
  const unlock = lock(releaseDir);
  try {
    const previousFile = path.join(releaseDir, PREVIOUS_POINTER);
    const previous = pointedFolder(previousFile);
    if (!previous || !fs.existsSync(previous)) throw new DeployRefusal(`no previous environment to go back to in ${releaseDir}`);
    switchTo(releaseDir, fs.readFileSync(previousFile, 'utf8'), nginx);
    return `deploy: back to ${previous}; reload nginx.`;
  } finally {
    unlock();
  }
}

/**
 * Resolves the live environment's API name again; when its addresses changed, renders the
 * upstream block anew (checked with `nginx -t`, undone on failure) and reloads nginx.
 */
async function refreshUpstream(releaseDir: string, nginx: NginxAccess): Promise<string> {
  const unlock = lock(releaseDir);
  try {
    const live = liveFolder(releaseDir);
    if (!live) throw new DeployRefusal(`${releaseDir} has no live environment: deploy first`);
    const env = JSON.parse(fs.readFileSync(path.join(live, 'environment.json'), 'utf8')) as DeployEnv;
    const file = path.join(live, 'nginx/upstream.conf');
    const before = fs.readFileSync(file, 'utf8');
    const next = renderUpstreamConf(env, await resolveUpstream(env));
    if (next === before) return 'deploy: the API upstream has not moved';
    writeAtomic(file, next);
    const complaint = nginxTest(nginx);
    if (complaint !== undefined) {
      writeAtomic(file, before);
      throw new DeployRefusal(`nginx -t refused the new upstream, nothing changed: ${complaint}`);
    }
    execFileSync('nginx', ['-s', 'reload', ...nginx.options], { stdio: ['ignore', 'pipe', 'pipe'] });
    return `deploy: the API upstream moved; nginx reloaded`;
  } finally {
    unlock();
  }
}

/** The program: `argv` are its arguments, `programDir` the unpacked release it sits in. Resolves to the exit code. */
export async function runDeploy(argv: string[], programDir: string): Promise<number> {
  const args = [...argv];
  const take = (flag: string): boolean => {
    const at = args.indexOf(flag);
    if (at < 0) return false;
    args.splice(at, 1);
    return true;
  };
  const optionAt = args.indexOf('--nginx');
  const options = optionAt >= 0 ? (args.splice(optionAt, 2)[1] ?? '').split(' ').filter(Boolean) : [];
  const nginx: NginxAccess = { options, test: !take('--no-nginx-test') };
  try {
    let line: string;
    if (take('--rollback')) line = rollbackRelease(programDir, nginx);
    else if (take('--refresh')) line = await refreshUpstream(programDir, nginx);
    else line = await deployRelease(programDir, path.resolve(args[0] ?? path.join(programDir, 'release.env')), nginx);
    console.log(line);
    return 0;
  } catch (error) {
    const message = error instanceof DeployRefusal ? error.message : String((error as Error).message ?? error);
    console.error(`deploy: ${message.split('\n')[0]}`);
    return 2;
  }
}

