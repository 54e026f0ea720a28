/** @jest-environment node */
import { LOCALE_CODES } from './constants';
import {
  appDownloadPath,
  getDefaultLanguage,
  getSiteLanguages,
  isNoRobotsLocale,
  isRtlLocale,
  localizePath,
  normalizeLocale,
  resolveLanguageRedirect,
  splitLocalePrefix,
} from './languages';
import { SITES } from './sites';

describe('locale codes', () => {
  it('are the 21 site codes of the spec, in its order', () => {
    expect(LOCALE_CODES).toEqual([
      'zh', 'en', 'vn', 'tw', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'br', 'nl', 'it',
      'en-eu', 'it-eu', 'en-us',
    ]);
  });

  it('map the language-tag spellings onto site codes', () => {
    expect(normalizeLocale('zh-tw')).toBe('tw');
    expect(normalizeLocale('VI')).toBe('vn');
    expect(normalizeLocale('pt-br')).toBe('br');
    expect(normalizeLocale('en-EU')).toBe('en-eu');
    expect(normalizeLocale('klingon')).toBeUndefined();
    expect(normalizeLocale('')).toBeUndefined();
    expect(normalizeLocale(undefined)).toBeUndefined();
  });

  it('mark Arabic, and only Arabic, as right to left', () => {
    expect(LOCALE_CODES.filter(isRtlLocale)).toEqual(['ar']);
  });
});

describe('getSiteLanguages', () => {
  it('gives the main site the 18 plain site codes and no regional variants', () => {
    const main = getSiteLanguages('main');
    expect(main).toHaveLength(18);
    expect(main).toEqual(expect.arrayContaining(['en', 'zh', 'tw', 'vn', 'br', 'ar', 'nl', 'it']));
    expect(main).not.toContain('en-eu');
    expect(main).not.toContain('en-us');
  });

  it('adds the spec extras to a server language list: Turkey tr, EU en-eu and it-eu, US en-us', () => {
    expect(getSiteLanguages('turkey', ['en'])).toEqual(['tr', 'en']);
    expect(getSiteLanguages('eu', ['de'])).toEqual(['en-eu', 'de', 'it-eu']);
    expect(getSiteLanguages('us', ['es'])).toEqual(['en-us', 'es']);
    expect(getSiteLanguages('main', ['en', 'zh'])).toEqual(['en', 'zh']);
  });

  it('normalises a server list and drops what it does not know', () => {
    expect(getSiteLanguages('hk', ['zh-tw', 'xx', 'en'])).toEqual(['en', 'tw']);
  });

  it('accepts the config as well as the key', () => {
    expect(getSiteLanguages(SITES.japan)).toEqual(getSiteLanguages('japan'));
  });
});

describe('default language per site', () => {
  it.each([
    ['main', 'en'],
    ['turkey', 'tr'],
    ['eu', 'en-eu'],
    ['us', 'en-us'],
    ['hk', 'en'],
    ['japan', 'ja'],
    ['uk', 'en'],
    ['testnet', 'en'],
  ] as const)('%s defaults to %s', (site, lang) => {
    expect(getDefaultLanguage(site)).toBe(lang);
  });
});

describe('splitLocalePrefix', () => {
  it('reads /zh/... on the main site as Chinese', () => {
    expect(splitLocalePrefix('/zh/trade/BTC_USDT', 'main')).toEqual({ locale: 'zh', rest: '/trade/BTC_USDT', isDefault: false, hasPrefix: true });
  });

  it('reads an unprefixed path as the default language', () => {
    expect(splitLocalePrefix('/trade/BTC_USDT', 'main')).toEqual({ locale: 'en', rest: '/trade/BTC_USDT', isDefault: true, hasPrefix: false });
    expect(splitLocalePrefix('/trade', 'turkey')).toEqual({ locale: 'tr', rest: '/trade', isDefault: true, hasPrefix: false });
    expect(splitLocalePrefix('/fee', 'eu')).toEqual({ locale: 'en-eu', rest: '/fee', isDefault: true, hasPrefix: false });
  });

  it('gives the bare locale path the root as rest', () => {
    expect(splitLocalePrefix('/zh', 'main').rest).toBe('/');
    expect(splitLocalePrefix('/zh/', 'main').rest).toBe('/');
    expect(splitLocalePrefix('/', 'main')).toEqual({ locale: 'en', rest: '/', isDefault: true, hasPrefix: false });
    expect(splitLocalePrefix('', 'main').rest).toBe('/');
  });

  it('does not take a first segment that merely starts like a locale', () => {
    expect(splitLocalePrefix('/zhx/trade', 'main').hasPrefix).toBe(false);
    expect(splitLocalePrefix('/trade/zh', 'main').hasPrefix).toBe(false);
    expect(splitLocalePrefix('/en-gb/fee', 'main').hasPrefix).toBe(false);
  });

  it('splits a locale the site does not serve, so the redirect can see it', () => {
    expect(splitLocalePrefix('/zh/fee', 'turkey')).toEqual({ locale: 'zh', rest: '/fee', isDefault: false, hasPrefix: true });
  });

  it('reads an explicit prefix of the default language as default', () => {
    expect(splitLocalePrefix('/tr/fee', 'turkey')).toEqual({ locale: 'tr', rest: '/fee', isDefault: true, hasPrefix: true });
  });
});

describe('localizePath', () => {
  it('adds /zh on the main site and nothing for English', () => {
    expect(localizePath('/fee', 'zh', 'main')).toBe('/zh/fee');
    expect(localizePath('/fee', 'en', 'main')).toBe('/fee');
  });

  it('adds nothing for tr on Turkey (its default) and /en for English there', () => {
    expect(localizePath('/fee', 'tr', 'turkey')).toBe('/fee');
    expect(localizePath('/fee', 'en', 'turkey')).toBe('/en/fee');
  });

  it('adds nothing for en-eu on EU and /it-eu for Italian there', () => {
    expect(localizePath('/fee', 'en-eu', 'eu')).toBe('/fee');
    expect(localizePath('/fee', 'it-eu', 'eu')).toBe('/it-eu/fee');
  });

  it('falls back to the default for a locale the site does not serve', () => {
    expect(localizePath('/fee', 'zh', 'turkey')).toBe('/fee');
    expect(localizePath('/fee', 'en', 'eu')).toBe('/fee');
    expect(localizePath('/fee', 'nonsense', 'main')).toBe('/fee');
  });

  it('maps language-tag spellings onto site codes', () => {
    expect(localizePath('/fee', 'zh-tw', 'main')).toBe('/tw/fee');
  });

  it('gives the home page as /{locale} without a trailing slash', () => {
    expect(localizePath('/', 'zh', 'main')).toBe('/zh');
    expect(localizePath('/', 'en', 'main')).toBe('/');
  });

  it('replaces an existing prefix and keeps query and hash', () => {
    expect(localizePath('/zh/trade/ETH_USDT?tab=isolated_margin#top', 'ja', 'main')).toBe('/ja/trade/ETH_USDT?tab=isolated_margin#top');
    expect(localizePath('/ja/fee', 'en', 'main')).toBe('/fee');
  });

  it('leaves absolute URLs alone', () => {
    expect(localizePath('https://www.gate.example/fee', 'zh', 'main')).toBe('https://www.gate.example/fee');
    expect(localizePath('//cdn.example/x', 'zh', 'main')).toBe('//cdn.example/x');
    expect(localizePath('mailto:support@gate.example', 'zh', 'main')).toBe('mailto:support@gate.example');
  });
});

describe('resolveLanguageRedirect', () => {
  it('does nothing for a served locale in the URL', () => {
    expect(resolveLanguageRedirect('/zh/fee', 'zh', 'main')).toBeNull();
    expect(resolveLanguageRedirect('/en/fee', 'en', 'turkey')).toBeNull();
    expect(resolveLanguageRedirect('/it-eu/fee', undefined, 'eu')).toBeNull();
  });

  it('does nothing for an unprefixed path with no cookie or a served cookie', () => {
    expect(resolveLanguageRedirect('/fee', undefined, 'main')).toBeNull();
    expect(resolveLanguageRedirect('/fee', '', 'main')).toBeNull();
    expect(resolveLanguageRedirect('/fee', 'zh', 'main')).toBeNull();
    expect(resolveLanguageRedirect('/fee', 'zh-tw', 'main')).toBeNull();
  });

  it('sends a locale the site does not serve to the unprefixed path and resets the cookie to the default', () => {
    expect(resolveLanguageRedirect('/zh/trade/BTC_USDT', 'zh', 'turkey')).toEqual({ resetLangCookieTo: 'tr', redirectTo: '/trade/BTC_USDT' });
    expect(resolveLanguageRedirect('/en/fee', 'en', 'eu')).toEqual({ resetLangCookieTo: 'en-eu', redirectTo: '/fee' });
    expect(resolveLanguageRedirect('/en-eu/fee', 'en-eu', 'main')).toEqual({ resetLangCookieTo: 'en', redirectTo: '/fee' });
    expect(resolveLanguageRedirect('/zh', undefined, 'us')).toEqual({ resetLangCookieTo: 'en-us', redirectTo: '/' });
  });

  it('keeps the query and hash on the redirect', () => {
    expect(resolveLanguageRedirect('/zh/fee?x=1#a', undefined, 'turkey')).toEqual({ resetLangCookieTo: 'tr', redirectTo: '/fee?x=1#a' });
  });

  it('sends an explicit default-language prefix to the unprefixed path (the default has no prefix)', () => {
    expect(resolveLanguageRedirect('/tr/fee', 'tr', 'turkey')).toEqual({ resetLangCookieTo: 'tr', redirectTo: '/fee' });
    expect(resolveLanguageRedirect('/en', undefined, 'main')).toEqual({ resetLangCookieTo: 'en', redirectTo: '/' });
  });

  it('resets a cookie naming a language the site does not serve, staying on the same path', () => {
    expect(resolveLanguageRedirect('/fee', 'zh', 'turkey')).toEqual({ resetLangCookieTo: 'tr', redirectTo: '/fee' });
    expect(resolveLanguageRedirect('/fee', 'garbage', 'main')).toEqual({ resetLangCookieTo: 'en', redirectTo: '/fee' });
  });

  it('counts the spec extras as served even when the server list omits them', () => {
    expect(resolveLanguageRedirect('/it-eu/fee', undefined, 'eu', ['de'])).toBeNull();
    expect(resolveLanguageRedirect('/fee', 'en-us', 'us', ['es'])).toBeNull();
    expect(resolveLanguageRedirect('/fr/fee', undefined, 'eu', ['de'])).toEqual({ resetLangCookieTo: 'en-eu', redirectTo: '/fee' });
  });
});

describe('isNoRobotsLocale', () => {
  it('marks nl and it on the main site only', () => {
    expect(isNoRobotsLocale('nl', 'main')).toBe(true);
    expect(isNoRobotsLocale('it', 'main')).toBe(true);
    expect(isNoRobotsLocale('en', 'main')).toBe(false);
    expect(isNoRobotsLocale('it-eu', 'main')).toBe(false);
    expect(isNoRobotsLocale('nl', 'eu')).toBe(false);
  });
});

describe('appDownloadPath', () => {
  it('is /mobileapp on Turkey and /appdownload elsewhere', () => {
    expect(appDownloadPath('turkey')).toBe('/mobileapp');
    expect(appDownloadPath(SITES.turkey)).toBe('/mobileapp');
    expect(appDownloadPath('main')).toBe('/appdownload');
    expect(appDownloadPath('eu')).toBe('/appdownload');
  });
});
