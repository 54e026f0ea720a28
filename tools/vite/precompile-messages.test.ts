import { parse } from '@formatjs/icu-messageformat-parser';
import { precompileMessages } from './precompile-messages';

describe('precompileMessages (what a build ships under /locales)', () => {
  it('turns every ICU message of a catalogue into the AST react-intl formats without a parser', () => {
    const source = Buffer.from(JSON.stringify({ 'a.title': 'Notice', 'a.count': '{n, plural, one {# day} other {# days}}' }));
    expect(JSON.parse(precompileMessages(source))).toEqual({ 'a.title': parse('Notice'), 'a.count': parse('{n, plural, one {# day} other {# days}}') });
  });

  it('fails the build on a message that is not valid ICU, rather than shipping it', () => {
    expect(() => precompileMessages(Buffer.from(JSON.stringify({ broken: 'Hello {name' })))).toThrow();
  });
});
