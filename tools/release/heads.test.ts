/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { headPlan, writeHeads, type HeadPlan } from '@exchange/edge';
import { liveFolder } from '@exchange/edge/testing';
import { callDeploy, callDeployBatch, installDeployProgram } from './deploy-harness';

type Validated = { env?: Record<string, string>; problems?: string[] };
const good = {
  EXCHANGE_SERVER_NAME: 'www.gate.example gate.example',
  EXCHANGE_API_UPSTREAM: 'https://api.internal:8443',
  EXCHANGE_WS_SPOT: 'wss://ws.gate.example/v4/ws/spot',
  EXCHANGE_WS_FUTURES: 'wss://fx-ws.gate.example/v4/ws/futures',
};
const production = { origin: 'https://www.gate.example', indexing: true };
const staging = { origin: 'https://staging.gate.example', indexing: false };
const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="English">\n    <title>Exchange</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const main = headPlan('main');
const page = (plan: HeadPlan, key: string) => {
  const found = plan.pages.find((item) => item.key === key);
  if (!found) throw new Error(`no page ${key}`);
  return found;
};
const language = (plan: HeadPlan, code: string) => {
  const found = plan.languages.find((item) => item.code === code);
  if (!found) throw new Error(`no language ${code}`);
  return found;
};
const head = (plan: HeadPlan, key: string, code: string, options = production) => callDeploy<string>('renderHead', INDEX, plan, page(plan, key), language(plan, code), options);

describe('the environment file names the canonical origin and whether pages are indexed', () => {
  it('defaults to https:// and the first server name, indexing on', () => {
    const { env } = callDeploy<Validated>('validateEnv', good);
    expect(env).toMatchObject({ EXCHANGE_CANONICAL_ORIGIN: 'https://www.gate.example', EXCHANGE_INDEXING: 'on' });
  });

  it('takes an origin in its normalised form and off for staging; refuses a path, a query and another word', () => {
    const [named, withPath, query, word] = callDeployBatch<Validated>([
      ['validateEnv', { ...good, EXCHANGE_CANONICAL_ORIGIN: 'HTTPS://Staging.Gate.example:443/', EXCHANGE_INDEXING: 'off' }],
      ['validateEnv', { ...good, EXCHANGE_CANONICAL_ORIGIN: 'https://www.gate.example/en' }],
      ['validateEnv', { ...good, EXCHANGE_CANONICAL_ORIGIN: 'https://www.gate.example?x=1' }],
      ['validateEnv', { ...good, EXCHANGE_INDEXING: 'no' }],
    ]).map((outcome) => ('ok' in outcome ? outcome.ok : { problems: [outcome.error] }));
    expect(named.env).toMatchObject({ EXCHANGE_CANONICAL_ORIGIN: 'https://staging.gate.example', EXCHANGE_INDEXING: 'off' });
    expect(withPath.problems?.[0]).toMatch(/^EXCHANGE_CANONICAL_ORIGIN="https:\/\/www.gate.example\/en" is malformed: .*\(it has a path\)$/);
    expect(query.problems?.[0]).toMatch(/\(it has a query or a fragment\)$/);
    expect(word.problems?.[0]).toMatch(/^EXCHANGE_INDEXING="no" is malformed: expected on, or off/);
  });
});

describe('a page head', () => {
  it('a market page in Chinese: lang, translated title and description, canonical, alternates with language codes that mean the language', () => {
    const html = head(main, 'trade/BTC_USDT', 'zh');
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('<title>BTC/USDT 价格和行情图 | Gate</title>');
    expect(html).toContain('<meta name="description" content="实时 BTC/USDT');
    expect(html).not.toContain('English');
    expect(html).toContain('<link rel="canonical" href="https://www.gate.example/zh/trade/BTC_USDT">');
    for (const [hreflang, prefix] of [['en', ''], ['pt-BR', '/br'], ['zh-TW', '/tw'], ['vi', '/vn'], ['x-default', '']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="https://www.gate.example${prefix}/trade/BTC_USDT">`);
    }
    // Spec 1 §9: main's no-robots locales are no one's alternate.
    expect(html).not.toMatch(/hreflang="(?:nl|it)"/);
    expect(html).toContain('<meta property="og:image" content="https://www.gate.example/assets/og/main.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('noindex');
  });

  it('Arabic is right to left; the home page of a prefixed language has no trailing slash', () => {
    const html = head(main, 'home', 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="canonical" href="https://www.gate.example/ar">');
    expect(head(main, 'home', 'en')).toContain('<link rel="canonical" href="https://www.gate.example/">');
  });

  it('noindex and no alternates: a no-robots locale, the login page, the account pages, not-found (the last three without canonical)', () => {
    for (const [key, code] of [['trade/BTC_USDT', 'nl'], ['home', 'it'], ['login', 'en'], ['myaccount', 'zh'], ['404', 'en']]) {
      const html = head(main, key, code);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html).not.toContain('hreflang');
    }
    for (const key of ['404', 'login', 'myaccount']) expect(head(main, key, 'en')).not.toContain('rel="canonical"');
    expect(head(main, 'fee', 'nl')).toContain('<link rel="canonical" href="https://www.gate.example/nl/fee">');
  });

  it('staging: every page noindex', () => {
    const html = head(main, 'trade/BTC_USDT', 'en', staging);
    expect(html).toContain('noindex');
    expect(html).toContain('<link rel="canonical" href="https://staging.gate.example/trade/BTC_USDT">');
  });

  it('escapes what it writes: a translation holding markup stays text', () => {
    const hostile: HeadPlan = { ...main, pages: [{ key: 'home', path: '/', noindex: false, texts: { en: { title: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' } } }] };
    const html = callDeploy<string>('renderHead', INDEX, hostile, hostile.pages[0], language(main, 'en'), production);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
  });

  it('EU: en-eu and it-eu are named en and it; the hidden referral pages have no head', () => {
    const eu = headPlan('eu');
    const html = head(eu, 'fee', 'it-eu');
    expect(html).toContain('hreflang="en" href="https://www.gate.example/fee"');
    expect(html).toContain('hreflang="it" href="https://www.gate.example/it-eu/fee"');
    expect(eu.pages.some((item) => item.key.startsWith('referral'))).toBe(false);
  });
});

describe('the sitemap and the robots file', () => {
  it('lists every indexable page once per indexable language, with alternates; nothing behind login, not-found or no-robots', () => {
    const sitemap = callDeploy<string>('renderSitemap', main, production);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://www.gate.example/');
    expect(locs).toContain('https://www.gate.example/ja/trade/ETH_USDT');
    expect(locs.filter((loc) => /\/(?:nl|it)(?:\/|$)|myaccount|\/login|\/404/.test(loc))).toEqual([]);
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.gate.example/trade/ETH_USDT"/>');
    expect(callDeploy<string>('renderSitemap', main, staging)).not.toContain('<url>');
  });

  it('robots keeps the account pages and the API out and names the sitemap; staging disallows everything', () => {
    const robots = callDeploy<string>('renderRobots', main, production);
    for (const line of ['Disallow: /myaccount', 'Disallow: /zh/myaccount', 'Disallow: /api/', 'Disallow: /apiw/', 'Sitemap: https://www.gate.example/sitemap.xml']) expect(robots).toContain(line);
    expect(callDeploy<string>('renderRobots', main, staging)).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the deploy program as a command', () => {
  it('writes the heads with fresh compressed copies, and rewrites them all when the environment changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-heads-'));
    try {
      installDeployProgram(dir);
      fs.mkdirSync(path.join(dir, 'nginx'));
      fs.mkdirSync(path.join(dir, 'static'));
      fs.writeFileSync(path.join(dir, 'static/index.html'), INDEX);
      fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ site: { key: 'main' }, version: 'test' }));
      const plan: HeadPlan = { ...main, pages: main.pages.filter((item) => ['home', 'trade/BTC_USDT', 'login'].includes(item.key)) };
      fs.writeFileSync(path.join(dir, 'heads.json'), JSON.stringify(plan));
      const deploy = (extra: string) => {
        const lines = Object.entries({ ...good, EXCHANGE_API_UPSTREAM: 'https://127.0.0.1:8443' }).map(([key, value]) => `${key}=${value}`);
        fs.writeFileSync(path.join(dir, 'release.env'), `${lines.join('\n')}\n${extra}`);
        const run = spawnSync(process.execPath, [path.join(dir, 'deploy.mjs'), '--no-nginx-test'], { encoding: 'utf8' });
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
      };
      // What nginx serves: the live environment's folder (the release's own static/ stays the template).
      const served = () => path.join(liveFolder(dir) ?? dir, 'static');
      const read = (file: string) => {
        const full = path.join(served(), file);
        const text = fs.readFileSync(full, 'utf8');
        expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).toString()).toBe(text);
        expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).toString()).toBe(text);
        return text;
      };
      deploy('');
      expect(read('heads/zh/trade/BTC_USDT.html')).toContain('<link rel="canonical" href="https://www.gate.example/zh/trade/BTC_USDT">');
      expect(read('sitemap.xml')).toContain('<loc>https://www.gate.example/zh/trade/BTC_USDT</loc>');
      expect(fs.readFileSync(path.join(served(), 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.gate.example/sitemap.xml');
      expect(fs.readFileSync(path.join(served(), 'index.html'), 'utf8')).not.toContain('noindex');

      deploy('EXCHANGE_CANONICAL_ORIGIN=https://staging.gate.example\nEXCHANGE_INDEXING=off\n');
      const staged = read('heads/zh/trade/BTC_USDT.html');
      expect(staged).toContain('<link rel="canonical" href="https://staging.gate.example/zh/trade/BTC_USDT">');
      expect(staged.match(/noindex/g)).toHaveLength(1);
      // Too small to compress now: its earlier copies are gone, not left stale.
      expect(fs.readFileSync(path.join(served(), 'sitemap.xml'), 'utf8')).not.toContain('<url>');
      expect(fs.existsSync(path.join(served(), 'sitemap.xml.gz')) || fs.existsSync(path.join(served(), 'sitemap.xml.br'))).toBe(false);
      expect(fs.readFileSync(path.join(served(), 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
      expect(fs.readFileSync(path.join(served(), 'index.html'), 'utf8')).toContain('noindex');

      deploy('');
      expect(fs.readFileSync(path.join(served(), 'index.html'), 'utf8')).not.toContain('noindex');
      expect(read('heads/trade/BTC_USDT.html')).not.toContain('noindex');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rendering the heads again into the same folder (the preview at each start)', () => {
  it('writes every head over and removes, with their compressed copies, only the heads the new plan lacks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heads-again-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
      const only = (keys: string[]): HeadPlan => ({ ...main, pages: main.pages.filter((item) => keys.includes(item.key)) });
      writeHeads(dir, only(['home', 'fee', 'login']), production);
      expect(fs.existsSync(path.join(dir, 'heads/zh/fee.html.br'))).toBe(true);
      fs.writeFileSync(path.join(dir, 'heads/zh/left-over.html.123.tmp'), 'half a file');
      writeHeads(dir, only(['home', 'login']), staging);
      const files = (fs.readdirSync(path.join(dir, 'heads'), { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/'));
      expect(files.filter((file) => /(^|\/)fee\.html|left-over/.test(file))).toEqual([]);
      expect(files).toEqual(expect.arrayContaining(['home.html', 'zh/home.html', 'zh/home.html.br', 'zh/login.html']));
      expect(fs.readFileSync(path.join(dir, 'heads/zh/home.html'), 'utf8')).toContain('https://staging.gate.example/zh');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
