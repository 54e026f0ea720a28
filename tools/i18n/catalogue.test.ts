/** @jest-environment node */
import { argumentSignature, buildEnglishCatalogues, buildLocaleCatalogue, isHeadMessage, missingFromEnglish, namespaceOf, pruneTranslations } from './catalogue';

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
    });
    expect(messages).toEqual({ a: 'Merhaba {name}' });
    expect(issues).toEqual({ b: 'stale', c: 'missing', d: 'missing', e: 'arguments' });
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
