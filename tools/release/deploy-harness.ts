/**
 * Test harness for the deploy program (libs/edge): its functions called by name, the bundled
 * program installed into a throw-away release folder, and a tiny nginx parser that checks what it
 * renders.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePackagedNginx } from '@exchange/edge';
import {
  absoluteIncludes,
  parseEnvFile,
  renderEdgeConf,
  renderHead,
  renderIndexHtml,
  renderRobots,
  renderServerConf,
  renderSitemap,
  renderUpstreamConf,
  validateEnv,
} from '@exchange/edge/testing';
import { nginxHostConf } from '../preview/nginx-host';
import { bundleDeployProgram } from './deploy-bundle';

/** A call's result, or the message it threw. */
export type Outcome<T> = { ok: T } | { error: string };

/** The functions the tests call by name. */
const functions = {
  parseEnvFile,
  renderEdgeConf,
  renderHead,
  renderIndexHtml,
  renderRobots,
  renderServerConf,
  renderSitemap,
  renderUpstreamConf,
  validateEnv,
} as unknown as Record<string, (...args: unknown[]) => unknown>;

/** Runs `calls` ([exported function name, ...arguments]); one outcome each. */
export function callDeployBatch<T = unknown>(calls: Array<[string, ...unknown[]]>): Array<Outcome<T>> {
  return calls.map(([fn, ...args]) => {
    try {
      // Through JSON, as a file read from disk would come: no object shared with the caller.
      return { ok: JSON.parse(JSON.stringify(functions[fn](...(JSON.parse(JSON.stringify(args)) as unknown[])) ?? null)) as T };
    } catch (error) {
      return { error: String((error as Error).message) };
    }
  });
}

/** One call of a deploy function. */
export function callDeploy<T>(fn: string, ...args: unknown[]): T {
  const [outcome] = callDeployBatch<T>([[fn, ...args]]);
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.ok;
}

let bundled: string | undefined;

/** Copies the bundled deploy program (built once per test file) into `dir` as deploy.mjs. */
export function installDeployProgram(dir: string): void {
  if (!bundled) {
    bundled = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-bundle-')), 'deploy.mjs');
    bundleDeployProgram(bundled);
  }
  fs.copyFileSync(bundled, path.join(dir, 'deploy.mjs'));
}

/** A directive of an nginx config: its name, its arguments (quotes removed) and its block. */
export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/**
 * Parses nginx config text as nginx's own reader splits it (comments, quotes with backslash
 * escapes, `;`, `{`, `}`). Throws on an unterminated quote, directive or block.
 */
export function parseNginx(text: string): Directive[] {
  let index = 0;
  const word = (): string | undefined => {
    while (index < text.length) {
      const char = text[index];
      if (/\s/.test(char)) index += 1;
      else if (char === '#') while (index < text.length && text[index] !== '\n') index += 1;
      else break;
    }
    if (index >= text.length) return undefined;
    const char = text[index];
    if (char === ';' || char === '{' || char === '}') {
      index += 1;
      return char;
    }
    if (char === '"' || char === "'") {
      let value = '';
      index += 1;
      while (index < text.length && text[index] !== char) {
        if (text[index] === '\\' && index + 1 < text.length) index += 1;
        value += text[index];
        index += 1;
      }
      if (index >= text.length) throw new Error('unterminated quote');
      index += 1;
      return `\u0000${value}`; // marks a quoted word, which is never syntax
    }
    let value = '';
    while (index < text.length && !/[\s;{}"']/.test(text[index])) {
      value += text[index];
      index += 1;
    }
    return value;
  };
  const block = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    let current: string[] = [];
    for (;;) {
      const next = word();
      if (next === undefined) {
        if (nested || current.length) throw new Error('unexpected end of config');
        return directives;
      }
      if (next === ';') {
        if (!current.length) throw new Error('empty directive');
        directives.push({ name: current[0], args: current.slice(1).map(unquote) });
        current = [];
      } else if (next === '{') {
        if (!current.length) throw new Error('block without a name');
        directives.push({ name: current[0], args: current.slice(1).map(unquote), block: block(true) });
        current = [];
      } else if (next === '}') {
        if (!nested || current.length) throw new Error('unexpected "}"');
        return directives;
      } else current.push(next);
    }
  };
  const unquote = (value: string) => (value.startsWith('\u0000') ? value.slice(1) : value);
  return block(false);
}

/** The release folder to render `nginxTest`'s configs for; it stands for the throw-away folder. */
export const NGINX_TEST_RELEASE = '/nginx-test-release';

/**
 * Lays out a throw-away release folder as a tarball's (the packaged nginx files, an empty
 * static/), writes the rendered configs into it (rendered for NGINX_TEST_RELEASE) and runs
 * `nginx -t` on a host config that includes them. Returns nginx's complaint, or undefined.
 */
export function nginxTest(serverConf: string, edgeConf: string, upstreamConf = 'upstream exchange_api { server 127.0.0.1:9; }\n'): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-nginx-t-'));
  try {
    const nginxDir = path.join(dir, 'release/nginx');
    fs.mkdirSync(nginxDir, { recursive: true });
    fs.mkdirSync(path.join(dir, 'release/static'));
    writePackagedNginx(nginxDir, '');
    for (const file of fs.readdirSync(nginxDir)) fs.writeFileSync(path.join(nginxDir, file), absoluteIncludes(fs.readFileSync(path.join(nginxDir, file), 'utf8'), nginxDir));
    fs.writeFileSync(path.join(nginxDir, 'compression.conf'), 'gzip_static on;\n');
    fs.writeFileSync(path.join(nginxDir, 'server.conf'), serverConf.split(NGINX_TEST_RELEASE).join(path.join(dir, 'release')));
    fs.writeFileSync(path.join(nginxDir, 'edge.conf'), edgeConf);
    fs.writeFileSync(path.join(nginxDir, 'upstream.conf'), upstreamConf);
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, nginxHostConf(dir, '', ['http.conf', 'edge.conf', 'upstream.conf', 'server.conf'].map((file) => `  include ${path.join(nginxDir, file)};`).join('\n')));
    try {
      execFileSync('nginx', ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
      return undefined;
    } catch (error) {
      return String((error as { stderr?: Buffer }).stderr ?? error);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
