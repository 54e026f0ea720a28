import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import type { PlatformHttp } from '../services/http';
import { createMemoryDb, resetLocalDb } from '@exchange/platform/testing';
import { I18nProvider } from './i18n-provider';
import { parse } from '@formatjs/icu-messageformat-parser';
import { catalogueLocale, clearMessageCache, decodeBundle, loadMessages, mergeWithFallback } from './load-messages';
import { bundleUrl } from './catalogues';

type Table = Record<string, unknown>;

/** A stub client answering from a url -> body table; anything else fails like a 404. */
function stubHttp(routes: Record<string, Table | 'hang' | 'garbage'>): PlatformHttp & { calls: string[] } {
  const calls: string[] = [];
  const get = (async (url: string, decode: (raw: unknown) => { ok: boolean; data: unknown }, options?: { timeoutMs?: number }) => {
    calls.push(url);
    const body = routes[url];
    if (body === 'hang') {
      return new Promise((resolve) => setTimeout(() => resolve({ ...decode(undefined), ok: false, failure: 'timeout' } as never), options?.timeoutMs ?? 0));
    }
    if (body === undefined) return { ...decode(undefined), ok: false, failure: 'http', status: 404 };
    if (body === 'garbage') return { ...decode('<html>oops</html>'), failure: 'malformed' };
    return decode(body);
  }) as PlatformHttp['get'];
  return { calls, get, post: get as unknown as PlatformHttp['post'] };
}

const CDN = 'https://cdn.example.com';

describe('loadMessages', () => {
  afterEach(() => {
    clearMessageCache();
    resetLocalDb();
  });

  it('loads each namespace from the CDN at /locales/<locale>/<namespace>.json', async () => {
    const http = stubHttp({
      [`${CDN}/locales/en/shell.json`]: { a: 'Home', b: 'Deposit' },
      [`${CDN}/locales/tw/shell.json`]: { a: '首頁', b: '充值' },
    });
    await expect(loadMessages({ locale: 'tw', namespaces: ['shell'], cdnBase: CDN, http })).resolves.toEqual({ a: '首頁', b: '充值' });
  });

  it('falls back to the site origin when the CDN fails, and to English key by key', async () => {
    const http = stubHttp({
      [`${CDN}/locales/en/shell.json`]: { a: 'Home', b: 'Deposit', c: 'Withdraw' },
      [`/locales/de/shell.json`]: { a: 'Startseite', c: '' },
    });
    const messages = await loadMessages({ locale: 'de', namespaces: ['shell'], cdnBase: CDN, http });
    expect(messages).toEqual({ a: 'Startseite', b: 'Deposit', c: 'Withdraw' });
    expect(http.calls).toContain(`${CDN}/locales/de/shell.json`);
    expect(http.calls).toContain('/locales/de/shell.json');
  });

  it.each(['ar', 'ja', 'tr', 'zh', 'tw', 'es', 'ru'])('a fully translated locale (%s) asks for its own bundles only', async (locale) => {
    const http = stubHttp({ '/locales/en/ui.json': { ok: 'OK', close: 'Close' }, [`/locales/${locale}/ui.json`]: { ok: '✓', close: '×' } });
    await expect(loadMessages({ locale, namespaces: ['ui'], http })).resolves.toEqual({ ok: '✓', close: '×' });
    expect(http.calls).toEqual([`/locales/${locale}/ui.json`]);
  });

  it("a fully translated locale whose bundle cannot be had (CDN, origin, no local copy) falls back to English for that namespace only", async () => {
    const http = stubHttp({
      '/locales/en/ui.json': { ok: 'OK' },
      '/locales/en/shell.json': { home: 'Home' },
      '/locales/ja/shell.json': { home: 'ホーム' },
    });
    await expect(loadMessages({ locale: 'ja', namespaces: ['ui', 'shell'], http, db: async () => createMemoryDb() })).resolves.toEqual({ ok: 'OK', home: 'ホーム' });
    expect(http.calls).not.toContain('/locales/en/shell.json');
  });

  it('treats a garbage bundle as missing and keeps string entries only', async () => {
    const http = stubHttp({ '/locales/en/ui.json': { ok: 'OK', nested: { x: 1 } }, '/locales/ja/ui.json': 'garbage' });
    await expect(loadMessages({ locale: 'ja', namespaces: ['ui'], http })).resolves.toEqual({ ok: 'OK' });
  });

  it('resolves with what arrived once the total timeout passes', async () => {
    jest.useFakeTimers();
    try {
      const http = stubHttp({ '/locales/en/ui.json': { ok: 'OK' }, '/locales/de/ui.json': 'hang' });
      const pending = loadMessages({ locale: 'de', namespaces: ['ui'], http, timeoutMs: 60_000, totalTimeoutMs: 8000 });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(7999);
      });
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      await expect(pending).resolves.toEqual({ ok: 'OK' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses the bundle remembered from an earlier visit when CDN and origin both fail', async () => {
    const memory = createMemoryDb();
    const db = async () => memory;
    const online = stubHttp({ '/locales/en/ui.json': { close: 'Close' }, '/locales/ru/ui.json': { close: 'Закрыть' } });
    await loadMessages({ locale: 'ru', namespaces: ['ui'], http: online, db });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadMessages({ locale: 'ru', namespaces: ['ui'], http: stubHttp({}), db })).resolves.toEqual({ close: 'Закрыть' });
  });

  it('never rejects when every request fails', async () => {
    const http = stubHttp({});
    await expect(loadMessages({ locale: 'zh', cdnBase: CDN, http })).resolves.toEqual({});
  });

  it('uses one catalogue for locales that differ only in formats', () => {
    expect(catalogueLocale('en-eu')).toBe('en');
    expect(catalogueLocale('en-us')).toBe('en');
    expect(catalogueLocale('it-eu')).toBe('it');
    expect(catalogueLocale('zh-tw')).toBe('tw');
    expect(catalogueLocale('pt-br')).toBe('br');
    expect(bundleUrl(`${CDN}/`, 'tw', 'shell')).toBe(`${CDN}/locales/tw/shell.json`);
    // A release asks for its own build's catalogues only.
    expect(bundleUrl('', 'tw', 'shell', 'b42')).toBe('/locales/b42/tw/shell.json');
    expect(bundleUrl('', 'tw', 'shell', 'dev')).toBe('/locales/tw/shell.json');
  });

  it('merges over English without letting blanks through', () => {
    expect(mergeWithFallback({ a: 'A', b: 'B' }, { a: ' ', b: 'Б', z: 'Z' })).toEqual({ a: 'A', b: 'Б', z: 'Z' });
  });

  it('treats a precompiled message of blank text as blank too', () => {
    const english = { a: parse('A'), b: parse('B') };
    const merged = mergeWithFallback(english, { a: parse('  '), b: parse('Б') });
    expect(merged).toEqual({ a: parse('A'), b: parse('Б') });
  });

  it('keeps text and precompiled (AST) entries of a bundle and drops anything else', () => {
    const ast = parse('{count, plural, one {# coin} other {# coins}}');
    expect(decodeBundle({ text: 'Home', ast, num: 3, obj: { a: 1 }, junk: [1, 2] }).data).toEqual({ text: 'Home', ast });
    expect(decodeBundle(['not', 'a', 'bundle']).ok).toBe(false);
  });
});

describe('I18nProvider', () => {
  afterEach(() => {
    clearMessageCache();
    resetLocalDb();
  });

  it('renders nothing until messages are ready, then the translation (never the id)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = stubHttp({ '/locales/en/shell.json': { 'shell.home': 'Home' }, '/locales/tr/shell.json': { 'shell.home': 'Ana sayfa' } });
    const http: PlatformHttp = { get: (async (...args: Parameters<PlatformHttp['get']>) => gate.then(() => base.get(...args))) as PlatformHttp['get'], post: base.post };
    const { container } = render(
      <I18nProvider locale="tr" namespaces={['shell']} http={http}>
        <FormattedMessage id="shell.home" defaultMessage="Home" />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('shell.home')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'tr');
  });

  it('formats a precompiled bundle (as production builds ship) with its values', async () => {
    const http = stubHttp({ '/locales/en/shell.json': { 'shell.coins': parse('{count, plural, one {# coin} other {# coins}}') } });
    render(
      <I18nProvider locale="en" namespaces={['shell']} http={http}>
        <FormattedMessage id="shell.coins" defaultMessage="{count, plural, one {# coin} other {# coins}}" values={{ count: 3 }} />
      </I18nProvider>,
    );
    expect(await screen.findByText('3 coins')).toBeInTheDocument();
  });

  it('sets rtl for Arabic and shows English defaults when nothing loads', async () => {
    render(
      <I18nProvider locale="ar" http={stubHttp({})} fallback={<p>loading</p>}>
        <FormattedMessage id="shell.deposit" defaultMessage="Deposit" />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Deposit')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
