/** @jest-environment node */
import { CATALOGUE_LOCALES, type ServingSite, argumentSignature, buildEnglishCatalogues, buildLocaleCatalogue, isHeadMessage, isSameAsEnglish, missingFromEnglish, namespaceOf, pruneTranslations, servedCatalogueLocales } from './catalogue';

describe('servedCatalogueLocales', () => {
  it('is every catalogue any site serves, read through the folders locales share', () => {
    const site = (key: string, defaultLang: string, languages: string[]) => ({ key, defaultLang, languages }) as ServingSite;
    // EU's it-eu is Italian in the it folder; en-eu is the English source, not a translation.
    expect(servedCatalogueLocales([site('eu', 'en-eu', ['en-eu', 'it-eu', 'de'])])).toEqual(['de', 'it']);
    expect(servedCatalogueLocales([site('japan', 'ja', ['ja', 'en']), site('turkey', 'en', ['en'])])).toEqual(['tr', 'ja']);
  });

  it('names all seventeen catalogues for the registry as it is (the main site serves them all)', () => {
    expect(servedCatalogueLocales()).toEqual([...CATALOGUE_LOCALES]);
  });
});

describe('isSameAsEnglish', () => {
  it('allows a symbol or brand everywhere and a shared word only where it is the word', () => {
    expect(isSameAsEnglish('MACD', 'th')).toBe(true);
    expect(isSameAsEnglish('Launchpool', 'zh')).toBe(true);
    expect(isSameAsEnglish('Volume', 'fr')).toBe(true);
    expect(isSameAsEnglish('Volume', 'de')).toBe(false);
    expect(isSameAsEnglish('Last price', 'fr')).toBe(false);
  });
});

describe('namespaceOf', () => {
  it('names the namespace after the lib', () => {
    expect(namespaceOf('libs/growth/src/tabs/x.tsx')).toBe('growth');
    expect(namespaceOf('libs/site-registry/src/a.ts')).toBe('site-registry');
    expect(namespaceOf('apps/main/src/a.tsx')).toBeUndefined();
  });
});

describe('buildEnglishCatalogues', () => {
  const source = `const a = <FormattedMessage id="ui.close" defaultMessage="Close" />; const b = intl.formatMessage({ defaultMessage: 'Hello' });`;

  it('files messages by namespace and flags interpolated ids as missing explicit ids', () => {
    const start = source.indexOf('intl.formatMessage');
    const { catalogues, problems } = buildEnglishCatalogues(
      {
        'ui.close': { defaultMessage: 'Close', file: 'libs/ui/src/a.tsx', start: 10, end: 60 },
        Xy12Ab: { defaultMessage: 'Hello', file: 'libs/ui/src/a.tsx', start, end: source.length },
      },
      () => source,
    );
    expect(catalogues).toEqual({ ui: { 'ui.close': 'Close' } });
    expect(problems).toEqual([{ id: 'Xy12Ab', file: 'libs/ui/src/a.tsx', problem: 'no-explicit-id' }]);
  });

  it('rejects a message that is not valid ICU', () => {
    const { problems } = buildEnglishCatalogues({ 'ui.bad': { defaultMessage: 'Hi {name', file: 'libs/ui/src/a.tsx' } }, () => 'ui.bad');
    expect(problems[0].problem).toBe('invalid-message');
  });
});

describe('buildLocaleCatalogue', () => {
  const english = { a: 'Hello {name}', b: 'Close', c: 'Deposit', d: 'Bye', e: 'Up to {amount}' };

  it('uses translations made from the current English text with the same arguments', () => {
    const { messages, issues } = buildLocaleCatalogue(english, {
      a: { source: 'Hello {name}', translation: 'Merhaba {name}' },
      b: { source: 'Close window', translation: 'Pencereyi kapat' },
      d: { source: 'Bye', translation: '  ' },
      e: { source: 'Up to {amount}', translation: 'En fazla {miktar}' },
    }, 'tr');
    expect(messages).toEqual({ a: 'Merhaba {name}' });
    expect(issues).toEqual({ b: 'stale', c: 'missing', d: 'missing', e: 'arguments' });
  });

  it('counts a copy of the English text as missing unless the text is the same in that language by nature', () => {
    const copies = { c: { source: 'Deposit', translation: 'Deposit' }, d: { source: 'Bye', translation: 'Bye' } };
    expect(buildLocaleCatalogue({ c: 'Deposit', d: 'Bye' }, copies, 'id')).toEqual({ messages: { c: 'Deposit' }, issues: { d: 'english' } });
    expect(buildLocaleCatalogue({ c: 'Deposit' }, copies, 'de').issues).toEqual({ c: 'english' });
  });

  it('compares argument and tag names, not their order', () => {
    expect(argumentSignature('{b} and {a} <link>x</link>')).toBe('arg:a,arg:b,tag:link');
    expect(argumentSignature('{n, plural, one {# {unit}} other {# {unit}s}}')).toBe('arg:n,arg:unit');
    expect(argumentSignature('{broken')).toBeUndefined();
  });
});

describe('completeness', () => {
  it('reports ids used in code that the committed English catalogue lacks or spells differently', () => {
    expect(missingFromEnglish({ ui: { 'ui.close': 'Close', 'ui.new': 'New' }, shell: { 's.a': 'A' } }, { ui: { 'ui.close': 'Close' }, shell: { 's.a': 'Old A' } })).toEqual([
      'shell:s.a',
      'ui:ui.new',
    ]);
    expect(missingFromEnglish({ ui: { 'ui.close': 'Close' } }, { ui: { 'ui.close': 'Close', extra: 'x' } })).toEqual([]);
  });

  it('prunes translations of ids that left the code', () => {
    expect(pruneTranslations({ gone: { source: 'x', translation: 'y' }, kept: { source: 'K', translation: 'k' } }, { ui: { kept: 'K' } })).toEqual({
      kept: { source: 'K', translation: 'k' },
    });
  });
});

describe('isHeadMessage', () => {
  it('names the page head messages, which every locale must translate', () => {
    expect(isHeadMessage('shell.head.marketTitle')).toBe(true);
    expect(isHeadMessage('shell.header.login')).toBe(false);
    expect(isHeadMessage('chart.head.x')).toBe(false);
  });
});
