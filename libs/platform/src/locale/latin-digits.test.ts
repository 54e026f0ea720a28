import { toFormattingLocale, toSiteLocale } from './locales';

/**
 * WebKit's ICU formats plain `ar` with Arabic-Indic digits (١٬٢٣٤٫٥) where Firefox and Chromium
 * give Western ones (1,234.5). The fake below is such an engine: `ar` without a numbering system
 * means Arabic-Indic digits.
 */
describe('Arabic numbers read the same in every engine', () => {
  const RealNumberFormat = Intl.NumberFormat;
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const likeWebKit = (locales: unknown) => String(locales).replace(/^ar(?!-u-nu)/, 'ar-EG');

  beforeEach(() => {
    jest.spyOn(Intl, 'NumberFormat').mockImplementation(((locales: string, options?: Intl.NumberFormatOptions) =>
      new RealNumberFormat(likeWebKit(locales), options)) as unknown as typeof Intl.NumberFormat);
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(((locales: string, options?: Intl.DateTimeFormatOptions) =>
      new RealDateTimeFormat(likeWebKit(locales), options)) as unknown as typeof Intl.DateTimeFormat);
  });
  afterEach(() => jest.restoreAllMocks());

  it('the fake engine shows Arabic-Indic digits for plain ar', () => {
    expect(new Intl.NumberFormat('ar').format(1234.5)).toBe('١٬٢٣٤٫٥');
  });

  it('formats Arabic amounts with Western digits', () => {
    expect(new Intl.NumberFormat(toFormattingLocale('ar')).format(1234.5)).toBe('1,234.5');
  });

  it('the formatting locale asks for Latin digits for Arabic only', () => {
    expect(toFormattingLocale('ar')).toBe('ar-u-nu-latn');
    expect(toFormattingLocale('en')).toBe('en');
    expect(toFormattingLocale('ja')).toBe('ja');
  });

  it('the formatting locale still reads as the site locale Arabic (the chart and the ticker map it back)', () => {
    expect(toSiteLocale(toFormattingLocale('ar'))).toBe('ar');
  });
});
