/**
 * The two engines the walk drives besides Chromium, behind one small interface: Gecko
 * (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, and WebKit (WebKitGTK's
 * MiniBrowser) through WebKitWebDriver's classic WebDriver, under Xvfb. Neither downloads a
 * browser.
 *
 * WebKit's classic WebDriver has no console and no page-error events: its errors come only from
 * the preview's error hook (tools/preview/error-hook.ts). Gecko's come from both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { childEnv, toolsEnv } from '../env/tools-env';

export type EngineName = 'gecko' | 'webkit';

/** What the walk needs from a browser; scripts are plain JavaScript source (see ./page-scripts.ts). */
export interface EngineDriver {
  readonly name: EngineName;
  goto(url: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `source`, an expression that may be a promise, with `arg` bound as `arg`; answers its JSON value. */
  evaluate<T>(source: string, arg?: unknown): Promise<T>;
  /** A real click (pointer input) on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  pressEscape(): Promise<void>;
  /** Errors the page reported since the last call (page errors, console errors, the hook's record). */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

const FIREFOX_PATH = toolsEnv('FIREFOX_PATH') ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER_PATH = toolsEnv('WEBKIT_DRIVER_PATH') ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = toolsEnv('MINIBROWSER_PATH') ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The hook's record, read and emptied in the page. */
const TAKE_HOOK_ERRORS = `(() => { const list = window.__previewErrors || []; const copy = list.slice(); list.length = 0; return copy; })()`;

/**
 * Gecko's messages that name one of the registry's `.example` hosts (RFC 2606: they never
 * resolve here; the translation CDN is one). Firefox reports each such failed request as an
 * error, where Chromium's host rule fails it quietly; in production the host answers.
 */
export function isUnresolvableHostNoise(message: string): boolean {
  return /https?:\/\/[a-z0-9.-]+\.example[/:]/i.test(message);
}

/**
 * Gecko's report of a download the page's own navigation cut off (NS_BINDING_ABORTED,
 * 0x804B0002): the walk navigates on, a visitor leaving a page does the same; nothing failed.
 */
export function isAbortedByNavigation(message: string): boolean {
  return /status=2152398850\b/.test(message);
}

/** Gecko: puppeteer-core speaks WebDriver BiDi to the system firefox-esr. */
async function launchGecko(): Promise<EngineDriver> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
  });
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  return {
    name: 'gecko',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async evaluate<T>(source: string, arg?: unknown) {
      return (await page.evaluate(`((arg) => (${source}))(${JSON.stringify(arg ?? null)})`)) as T;
    },
    async click(selector) {
      await page.click(selector);
    },
    async pressEscape() {
      await page.keyboard.press('Escape');
    },
    async takeErrors() {
      const own = errors.splice(0).filter((message) => !isUnresolvableHostNoise(message) && !isAbortedByNavigation(message));
      // The hook's record too: the same list WebKit relies on, so a fault in the hook shows here.
      const hooked = await page.evaluate(TAKE_HOOK_ERRORS).catch(() => [] as string[]);
      // A console.error the hook saw is also a console message: keep one of each.
      return [...new Set([...own, ...(hooked as string[])])];
    },
    async close() {
      await browser.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

/** A free X display number: the first with no lock file from 99 up. */
function freeDisplay(): number {
  for (let n = 99; n < 200; n += 1) if (!fs.existsSync(`/tmp/.X${n}-lock`) && !fs.existsSync(`/tmp/.X11-unix/X${n}`)) return n;
  throw new Error('no free X display');
}

const ESCAPE_KEY = '\uE00C';

/**
 * WebKit: Xvfb, then WebKitWebDriver, then a MiniBrowser session in full-screen mode (its
 * toolbar otherwise holds the window at 447 px or more; full screen lets the window take any
 * size WebDriver asks for).
 */
async function launchWebKit(): Promise<EngineDriver> {
  const children: ChildProcess[] = [];
  const stopChildren = () => {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    const display = freeDisplay();
    const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    children.push(xvfb);
    await waitFor(async () => fs.existsSync(`/tmp/.X11-unix/X${display}`), 10_000, 'Xvfb');
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: childEnv({ DISPLAY: `:${display}`, XDG_RUNTIME_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-')) }),
    });
    children.push(driver);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/status`)).ok, 15_000, 'WebKitWebDriver');

    const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}${route}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const json = (await response.json()) as { value: T & { error?: string; message?: string } };
      if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${json.value?.error ?? response.status} ${json.value?.message ?? ''}`.trim());
      return json.value;
    };
    const session = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          pageLoadStrategy: 'normal',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--full-screen'] },
        },
      },
    });
    const s = `/session/${session.sessionId}`;
    await call('POST', `${s}/timeouts`, { script: 30_000, pageLoad: 30_000, implicit: 0 });
    return {
      name: 'webkit',
      async goto(url) {
        await call('POST', `${s}/url`, { url });
      },
      async setViewport(width, height) {
        // The window is the viewport in full-screen mode; resizing takes a frame to reach the page.
        await call('POST', `${s}/window/rect`, { width, height });
      },
      async evaluate<T>(source: string, arg?: unknown) {
        return call<T>('POST', `${s}/execute/async`, {
          script: `const done = arguments[arguments.length - 1]; const arg = arguments[0];
            Promise.resolve().then(() => (${source})).then((value) => done({ ok: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`,
          args: [arg ?? null],
        }).then((result) => {
          const outcome = result as { ok?: T; error?: string };
          if (outcome.error) throw new Error(`script failed in webkit: ${outcome.error}`);
          return outcome.ok as T;
        });
      },
      async click(selector) {
        const found = await call<Record<string, string>>('POST', `${s}/element`, { using: 'css selector', value: selector });
        const id = Object.values(found)[0];
        await call('POST', `${s}/element/${id}/click`, {});
      },
      async pressEscape() {
        await call('POST', `${s}/actions`, {
          actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: ESCAPE_KEY }, { type: 'keyUp', value: ESCAPE_KEY }] }],
        });
        await call('DELETE', `${s}/actions`);
      },
      async takeErrors() {
        return call<string[]>('POST', `${s}/execute/sync`, { script: `return ${TAKE_HOOK_ERRORS};`, args: [] }).catch(() => []);
      },
      async close() {
        await call('DELETE', s).catch(() => undefined);
        stopChildren();
      },
    };
  } catch (error) {
    stopChildren();
    throw error;
  }
}

/** Launches the named engine. */
export function launchEngine(name: EngineName): Promise<EngineDriver> {
  return name === 'gecko' ? launchGecko() : launchWebKit();
}
