/** @jest-environment node */
import { fitsGrammar, registeredCookieWriters, SITE_LOCALE_CODES } from '@exchange/platform';
import { appDownloadPath, createRoutes, getSite } from '@exchange/site-registry';
import { getSiteLanguages, SITE_LIST } from '@exchange/site-registry';
import {
  currentFiat,
  fiatLabel,
  headerEntries,
  headerRowMedia,
  headerRowWidths,
  languageEndonym,
  languageOptions,
  languageSwitchPath,
  splitLabel,
} from './header-rules';
import { CURR_FIAT_COOKIE, LANG_COOKIE } from '../../regional/constants';

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
      'English',
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
    expect(languageOptions(getSite('eu'), [{ lang: 'en-eu', name: 'en-eu' }])).toEqual([{ locale: 'en-eu', name: 'English' }]);
    expect(languageOptions(getSite('main'), [{ lang: 'zh', name: '简体中文' }])).toEqual([{ locale: 'zh', name: '简体中文' }]);
  });

  it('a server name of blanks only counts as empty: the endonym', () => {
    expect(languageOptions(getSite('japan'), [{ lang: 'ja', name: '   ' }])).toEqual([{ locale: 'ja', name: '日本語' }]);
  });

  it('languageEndonym drops a region the runtime only knows by number ("English (150)" in Chromium)', () => {
    const spy = jest.spyOn(Intl.DisplayNames.prototype, 'of').mockReturnValue('English (150)');
    expect(languageEndonym('en-eu')).toBe('English');
    spy.mockRestore();
  });

  it.each([
    ['English(150)', 'English'],
    ['English  (150)', 'English'],
    ['中文（419）', '中文'],
  ])('languageEndonym drops a region named only by a number, in either parentheses, with or without a space: %j reads %j', (runtime, name) => {
    const spy = jest.spyOn(Intl.DisplayNames.prototype, 'of').mockReturnValue(runtime);
    expect(languageEndonym('en-eu')).toBe(name);
    spy.mockRestore();
  });

  it.each([
    // The runtime has no name for the language and echoes the tag, in its case or another.
    ['th', 'th', 'th'],
    ['tw', 'zh-TW', 'tw'],
    ['tw', 'zh-tw', 'tw'],
    ['en-eu', 'en-150', 'en-eu'],
    // Nothing, or nothing but a number, is no name either.
    ['de', '', 'de'],
    ['de', '(49)', 'de'],
  ])('languageEndonym(%j) falls back to the site code when the runtime names it %j', (locale, runtime, code) => {
    const spy = jest.spyOn(Intl.DisplayNames.prototype, 'of').mockReturnValue(runtime);
    expect(languageEndonym(locale)).toBe(code);
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

describe('the cookies the header writes, at their edges', () => {
  const grammar = (name: string) => {
    const writer = registeredCookieWriters().find((w) => w.name === name);
    if (!writer) throw new Error(`the ${name} cookie is not registered`);
    return writer.grammar;
  };

  it('lang holds every site locale code', () => {
    for (const locale of SITE_LOCALE_CODES) {
      expect({ locale, fits: fitsGrammar(locale, grammar(LANG_COOKIE)) }).toEqual({ locale, fits: true });
    }
    expect(SITE_LOCALE_CODES).toEqual(expect.arrayContaining(['en', 'en-eu']));
  });

  it.each(['', 'e', 'EN', 'en-', 'en-e', 'en-EU', 'en_eu', '1en', '-en', 'en1', 'en-1', 'e-eu', 'en-eu1'])('lang refuses %j', (value) => {
    expect(fitsGrammar(value, grammar(LANG_COOKIE))).toBe(false);
  });

  it.each(['USD', 'EUR', 'usdt', 'A', 'A'.repeat(16), 'X_1-y'])('curr_fiat holds the currency code %j', (value) => {
    expect(fitsGrammar(value, grammar(CURR_FIAT_COOKIE))).toBe(true);
  });

  it.each(['', 'A'.repeat(17), ' USD', 'USD ', 'US D', 'USD;', ';USD', 'U$D', 'USD\n'])('curr_fiat refuses %j', (value) => {
    expect(fitsGrammar(value, grammar(CURR_FIAT_COOKIE))).toBe(false);
  });
});

describe('header row widths (fixed per language, applied by media queries)', () => {
  it('every language a site serves has its own line: none falls back to the widest of all', () => {
    const both = (locale: string) => [headerRowWidths(locale, false), headerRowWidths(locale, true)];
    const widest = both('xx');
    expect(widest).toEqual([
      { roomyFrom: 1184, labelsFrom: 1656 },
      { roomyFrom: 1288, labelsFrom: 2000 },
    ]);
    const languages = new Set(SITE_LIST.flatMap((site) => getSiteLanguages(site.key)));
    expect(languages.size).toBeGreaterThanOrEqual(18);
    for (const locale of languages) {
      expect({ locale, own: JSON.stringify(both(locale)) !== JSON.stringify(widest) }).toEqual({ locale, own: true });
      for (const widths of both(locale)) {
        // Roomy never above labels: the tight row always shows icons.
        expect({ locale, ordered: widths.roomyFrom <= widths.labelsFrom }).toEqual({ locale, ordered: true });
      }
    }
  });

  it('site locales read their catalogue line (en-eu and en-us as en, it-eu as it); logged in needs more room', () => {
    expect(headerRowWidths('en-eu', false)).toEqual(headerRowWidths('en', false));
    expect(headerRowWidths('en-us', true)).toEqual(headerRowWidths('en', true));
    expect(headerRowWidths('it-eu', false)).toEqual(headerRowWidths('it', false));
    expect(headerRowWidths('en', false)).toEqual({ roomyFrom: 960, labelsFrom: 1392 });
    expect(headerRowWidths('en', true)).toEqual({ roomyFrom: 1088, labelsFrom: 1720 });
    // English at 1280 px shows icons: the row holds.
    expect(headerRowWidths('en', false).labelsFrom).toBeGreaterThan(1280);
  });

  it('media queries start at the wide header (992 px) and end just under each width; none where the row always fits', () => {
    expect(headerRowMedia({ roomyFrom: 1088, labelsFrom: 1720 }, 992)).toEqual({
      icons: '@media (min-width: 992px) and (max-width: 1719.98px)',
      tight: '@media (min-width: 992px) and (max-width: 1087.98px)',
    });
    expect(headerRowMedia({ roomyFrom: 800, labelsFrom: 1056 }, 992)).toEqual({
      icons: '@media (min-width: 992px) and (max-width: 1055.98px)',
      tight: undefined,
    });
    expect(headerRowMedia({ roomyFrom: 992, labelsFrom: 992 }, 992)).toEqual({ icons: undefined, tight: undefined });
  });

  it('splits a label at the space that best balances its two lines; one word stays whole', () => {
    expect(splitLabel('Hợp đồng tương lai')).toEqual(['Hợp đồng', 'tương lai']);
    expect(splitLabel('Copy trading')).toEqual(['Copy', 'trading']);
    expect(splitLabel('Contrats à terme')).toEqual(['Contrats', 'à terme']);
    expect(splitLabel('Копитрейдинг')).toEqual(['Копитрейдинг']);
    expect(splitLabel('合约')).toEqual(['合约']);
  });

  it('on a tie between equally balanced spaces, the first one splits', () => {
    expect(splitLabel('Buy Crypto Now')).toEqual(['Buy', 'Crypto Now']);
    expect(splitLabel('ab c de')).toEqual(['ab', 'c de']);
  });
});
