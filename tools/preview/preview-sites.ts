/**
 * Several sites' previews (./preview.ts, one process each) started side by side instead of one
 * after another: a browser stage serving six sites waited for six start-ups in a row (tsx, the
 * page heads, precompression), about half a minute of two idle cores per stage.
 *
 * As a command (the e2e config's one web server): `PREVIEWS=main:4310,eu:4312 tsx
 * tools/preview/preview-sites.ts` serves each listed site on its port from
 * `PREVIEW_DIST_ROOT/<site>` (default dist/preview), prints {@link ALL_SERVING} once every one
 * answers, and stays in the foreground; if one preview exits, the others are stopped and it exits
 * non-zero with that preview's code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { childEnv, toolsEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

/** The line the command prints once every preview answers (what a caller waits for). */
export const ALL_SERVING = 'previews: every site serving';

/** How long one preview may take to start (a loaded CI machine, six at once). */
const START_TIMEOUT_MS = 180_000;

/** One site's preview: which site, on which port, with which extra environment. */
export interface PreviewSpec {
  site: string;
  port: number;
  env?: Record<string, string>;
}

/**
 * Starts one preview and resolves once it says it is serving; its output goes to this process's
 * (each line already names its site). Rejects when it exits or does not start in time (then it is stopped).
 */
function startPreview({ site, port, env = {} }: PreviewSpec): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/preview/preview.ts'], {
      cwd: root,
      env: childEnv({ ...env, SITE: site, PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // A preview that does not start in time is stopped (with its nginx), not left on its port.
    const timer = setTimeout(() => {
      reject(new Error(`preview of ${site} did not start in ${START_TIMEOUT_MS / 1000} s`));
      child.kill('SIGTERM');
    }, START_TIMEOUT_MS);
    readline.createInterface({ input: child.stdout!, crlfDelay: Infinity }).on('line', (line) => {
      console.log(line);
      if (line.includes('preview: serving')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`preview of ${site} exited with ${code}`));
    });
  });
}

/** Stops previews and waits for each (each stops its nginx on SIGTERM, or nginx outlives it on its port). */
export async function stopPreviews(previews: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    previews.map(
      (preview) =>
        new Promise<void>((resolve) => {
          if (preview.exitCode !== null) return resolve();
          const timer = setTimeout(resolve, 5_000);
          preview.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          preview.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * Starts every preview at once and resolves with all of them; if one fails to start, the ones
 * that did are stopped and the first failure is thrown.
 */
export async function startPreviews(specs: readonly PreviewSpec[]): Promise<ChildProcess[]> {
  const started = await Promise.allSettled(specs.map(startPreview));
  const previews = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopPreviews(previews);
    throw (failed as PromiseRejectedResult).reason;
  }
  return previews;
}

/** `PREVIEWS` (`site:port,site:port`) as specs; throws on an entry without a port. */
export function parsePreviews(list: string, distRoot: string): PreviewSpec[] {
  return list
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [site, port] = entry.split(':');
      if (!site || !/^\d+$/.test(port ?? '')) throw new Error(`PREVIEWS entry "${entry}" is not site:port`);
      return { site, port: Number(port), env: { PREVIEW_DIST: path.join(distRoot, site) } };
    });
}

async function main(): Promise<void> {
  const specs = parsePreviews(toolsEnv('PREVIEWS') ?? '', path.resolve(root, toolsEnv('PREVIEW_DIST_ROOT') ?? 'dist/preview'));
  if (specs.length === 0) throw new Error('PREVIEWS names no site (site:port,site:port)');
  const previews = await startPreviews(specs);
  const stop = (code: number) => void stopPreviews(previews).then(() => process.exit(code));
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  for (const preview of previews) preview.on('exit', (code) => stop(code || 1));
  console.log(`${ALL_SERVING}: ${specs.map((spec) => `${spec.site} on ${spec.port}`).join(', ')}`);
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`previews: ${error.message}`);
    process.exit(1);
  });
}
