import {
  LOCALE_BCP47,
  SITE_LOCALE_CODES,
  applyDocumentLocale,
  isRtl,
  resolveLocale,
  toSiteLocale,
  toBcp47,
  toFormattingLocale,
} from './locales';

describe('site locale codes', () => {
  it('lists the 21 codes of the spec, each mapped to a BCP 47 tag Intl accepts', () => {
    expect(SITE_LOCALE_CODES).toHaveLength(21);
    for (const code of SITE_LOCALE_CODES) {
      expect(Intl.getCanonicalLocales(LOCALE_BCP47[code])).toEqual([LOCALE_BCP47[code]]);
    }
  });

  it.each([
    ['zh', 'zh-CN'],
    ['tw', 'zh-TW'],
    ['vn', 'vi'],
    ['br', 'pt-BR'],
    ['uk', 'uk'],
    ['en-eu', 'en-150'],
    ['it-eu', 'it'],
    ['en-us', 'en-US'],
    ['ar', 'ar'],
  ])('%s is %s', (code, tag) => {
    expect(toBcp47(code)).toBe(tag);
  });

  it('reconciles the first spec spellings zh-tw, vi and pt-br with tw, vn and br', () => {
    expect(toSiteLocale('zh-tw')).toBe('tw');
    expect(toSiteLocale('zh_TW')).toBe('tw');
    expect(toSiteLocale('vi')).toBe('vn');
    expect(toSiteLocale('pt-br')).toBe('br');
    expect(toBcp47('pt-br')).toBe('pt-BR');
  });

  it('treats unknown locales as English', () => {
    expect(toSiteLocale('kr')).toBeUndefined();
    expect(resolveLocale('kr')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(toBcp47(42)).toBe('en');
  });

  it('marks only Arabic as right to left', () => {
    expect(isRtl('ar')).toBe(true);
    expect(SITE_LOCALE_CODES.filter((code) => isRtl(code))).toEqual(['ar']);
    expect(isRtl('he')).toBe(false);
  });
});

describe('applyDocumentLocale', () => {
  it('sets lang and dir on <html>', () => {
    applyDocumentLocale('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLocale('tw');
    expect(document.documentElement).toHaveAttribute('lang', 'zh-TW');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('does nothing without a document', () => {
    expect(() => applyDocumentLocale('ar', undefined)).not.toThrow();
  });
});

describe('formatting in the site locale (what the IntlProvider formats with)', () => {
  const format = (value: number, locale: string) => new Intl.NumberFormat(toFormattingLocale(locale)).format(value);
  it('formats numbers in the locale conventions', () => {
    expect(format(1234.5, 'en')).toBe('1,234.5');
    expect(format(1234.5, 'tr')).toBe('1.234,5');
    expect(format(1234.5, 'vn')).toBe('1.234,5');
  });
});
