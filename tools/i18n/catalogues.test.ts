/** @jest-environment node */
// Guards the committed catalogues: every locale file is valid ICU, names only ids that exist in
// English, keeps the English arguments, and every locale a site serves holds every message in its
// own words. (`tsx tools/i18n/extract.ts --check` checks the same, and also knows the ids used in code.)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COMPLETE_CATALOGUES } from '@exchange/shell/i18n';
import { NAMESPACES, REQUIRED_LOCALES, argumentSignature, isSameAsEnglish } from './catalogue';

const dir = join(__dirname, '../../libs/shell/src/i18n/locales');
const read = (locale: string, ns: string): Record<string, string> => {
  const file = join(dir, locale, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};
const locales = readdirSync(dir).filter((name) => name !== 'en');

describe('committed catalogues', () => {
  it('have an English file per namespace with valid ICU messages', () => {
    for (const ns of NAMESPACES) {
      expect(existsSync(join(dir, 'en', `${ns}.json`))).toBe(true);
      for (const [id, text] of Object.entries(read('en', ns))) expect([id, argumentSignature(text)]).not.toEqual([id, undefined]);
    }
  });

  it('ship every locale a site serves', () => {
    for (const locale of REQUIRED_LOCALES) expect(locales).toContain(locale);
  });

  // A page that loads no English bundle beside its own (libs/shell's loadMessages and the head
  // script) must hold every message, so only a served, checked locale may be one.
  it('load English beside no catalogue that is not checked complete', () => {
    for (const locale of COMPLETE_CATALOGUES) expect(REQUIRED_LOCALES).toContain(locale);
  });

  // A served locale's visitors read the whole site in it: no gap, and no English copied in
  // unless the word is the same in that language by nature.
  it.each(REQUIRED_LOCALES)('%s: every English id translated, none blank, none a copy of the English', (locale) => {
    for (const ns of NAMESPACES) {
      const english = read('en', ns);
      const translated = read(locale, ns);
      const gaps = Object.keys(english).filter((id) => {
        const text = (translated[id] ?? '').trim();
        return !text || (text === english[id] && !isSameAsEnglish(english[id], locale));
      });
      expect([ns, gaps]).toEqual([ns, []]);
    }
  });

  it.each(locales)('%s: only English ids, same arguments', (locale) => {
    for (const ns of NAMESPACES) {
      const english = read('en', ns);
      for (const [id, text] of Object.entries(read(locale, ns))) {
        expect(english).toHaveProperty([id]);
        expect([id, argumentSignature(text)]).toEqual([id, argumentSignature(english[id])]);
      }
    }
  });
});
