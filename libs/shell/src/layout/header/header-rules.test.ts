/** @jest-environment node */
import { appDownloadPath, createRoutes, getSite } from '@exchange/site-registry';
import { currentFiat, fiatLabel, headerEntries, languageEndonym, languageOptions, languageSwitchPath } from './header-rules';

const LANGS = [
  { lang: 'en', name: 'English' },
  { lang: 'zh', name: '简体中文' },
  { lang: 'tr', name: 'Türkçe' },
  { lang: 'zh-tw', name: '繁體中文' },
];

describe('header and language rules', () => {
  it('offers only the languages the site serves, from the settings list', () => {
    expect(languageOptions(getSite('main'), LANGS).map((o) => o.locale)).toEqual(['en', 'zh', 'tr', 'tw']);
    expect(languageOptions(getSite('turkey'), LANGS).map((o) => o.locale)).toEqual(['en', 'tr']);
    expect(languageOptions(getSite('hk'), LANGS).map((o) => o.locale)).toEqual(['en', 'zh', 'tw']);
  });

  it('falls back to the site list when the server offers none of its languages, named in their own language', () => {
    expect(languageOptions(getSite('japan'), [])).toEqual([
      { locale: 'ja', name: '日本語' },
      { locale: 'en', name: 'English' },
    ]);
    expect(languageOptions(getSite('eu'), []).map((o) => o.name)).toEqual([
      'English (Europe)',
      'Italiano',
      'Deutsch',
      'Français',
      'Español',
      'Nederlands',
      'Português',
    ]);
    expect(languageOptions(getSite('us'), []).map((o) => o.name)).toEqual(['English (United States)', 'Español']);
  });

  it('a server name that is only a code ("en-eu", "ja") or empty becomes the endonym; a real name is kept', () => {
    expect(languageOptions(getSite('japan'), [{ lang: 'ja', name: 'ja' }, { lang: 'en', name: '' }])).toEqual([
      { locale: 'ja', name: '日本語' },
      { locale: 'en', name: 'English' },
    ]);
    expect(languageOptions(getSite('eu'), [{ lang: 'en-eu', name: 'en-eu' }])).toEqual([{ locale: 'en-eu', name: 'English (Europe)' }]);
    expect(languageOptions(getSite('main'), [{ lang: 'zh', name: '简体中文' }])).toEqual([{ locale: 'zh', name: '简体中文' }]);
  });

  it('languageEndonym drops a region the runtime only knows by number ("English (150)" in Chromium)', () => {
    const spy = jest.spyOn(Intl.DisplayNames.prototype, 'of').mockReturnValue('English (150)');
    expect(languageEndonym('en-eu')).toBe('English');
    spy.mockRestore();
  });

  it('languageEndonym: each language in its own words, capitalised as a menu entry starts', () => {
    expect(['ar', 'tr', 'de', 'ru', 'tw', 'vn', 'br'].map(languageEndonym)).toEqual([
      'العربية',
      'Türkçe',
      'Deutsch',
      'Русский',
      '中文（台灣）',
      'Tiếng Việt',
      'Português (Brasil)',
    ]);
  });

  it('switching language: the default language has no prefix, others /{locale}; query kept', () => {
    const main = getSite('main');
    expect(languageSwitchPath({ pathname: '/fee', search: '?a=1' }, 'zh', main)).toBe('/zh/fee?a=1');
    expect(languageSwitchPath({ pathname: '/zh/fee' }, 'en', main)).toBe('/fee');
    expect(languageSwitchPath({ pathname: '/zh/fee' }, 'tr', main)).toBe('/tr/fee');
    const turkey = getSite('turkey');
    expect(languageSwitchPath({ pathname: '/en/fee' }, 'tr', turkey)).toBe('/fee');
    expect(languageSwitchPath({ pathname: '/fee' }, 'en', turkey)).toBe('/en/fee');
  });

  it('Turkey downloads at /mobileapp, the others at /appdownload', () => {
    expect(appDownloadPath(getSite('turkey'))).toBe('/mobileapp');
    expect(appDownloadPath(getSite('main'))).toBe('/appdownload');
    expect(createRoutes('zh', getSite('main')).appDownload()).toBe('/zh/appdownload');
    expect(createRoutes('en', getSite('turkey')).appDownload()).toBe('/en/mobileapp');
  });

  it('the fiat shown is the pick when offered, else the settings fiat', () => {
    const list = [{ fiat: 'USD' }, { fiat: 'EUR' }];
    expect(currentFiat('EUR', list, 'USD')).toBe('EUR');
    expect(currentFiat('JPY', list, 'USD')).toBe('USD');
    expect(currentFiat(undefined, list, 'USD')).toBe('USD');
    expect(fiatLabel({ fiat: 'EUR', symbol: '€' })).toBe('EUR €');
    expect(fiatLabel({ fiat: 'EUR', symbol: '' })).toBe('EUR');
  });

  it('hides entries by the site flags', () => {
    expect(headerEntries(getSite('main'), false)).toEqual({ langAndRate: true, themeSwitch: true, notification: true, signup: true, appDownload: true });
    expect(headerEntries(getSite('main'), true).signup).toBe(false);
    expect(headerEntries(getSite('uk'), false).langAndRate).toBe(false);
    expect(headerEntries(getSite('turkey'), false).appDownload).toBe(false);
    expect(headerEntries(getSite('testnet'), false).notification).toBe(false);
  });
});
