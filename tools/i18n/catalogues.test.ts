/** @jest-environment node */
// Guards the committed catalogues: every locale file is valid ICU, names only ids that exist in
// English, and keeps the English arguments. (Completeness of the required locales is checked by
// `tsx tools/i18n/extract.ts --check`, which also knows the ids used in code.)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES, REQUIRED_LOCALES, argumentSignature } from './catalogue';

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

  it('ship every required locale', () => {
    for (const locale of REQUIRED_LOCALES) expect(locales).toContain(locale);
  });

  // Their pages load no English bundles (libs/shell's loadMessages and the head script): a gap
  // would fall through to the English default written in the code, not the English catalogue's.
  it.each(REQUIRED_LOCALES)('%s: every English id translated, none blank', (locale) => {
    for (const ns of NAMESPACES) {
      const translated = read(locale, ns);
      const gaps = Object.keys(read('en', ns)).filter((id) => !(translated[id] ?? '').trim());
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
