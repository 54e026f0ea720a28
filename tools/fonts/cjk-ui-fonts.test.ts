import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { CJK_UI_FAMILY, CJK_UI_SAMPLES, CJK_UI_WEIGHTS } from '@exchange/ui/cjk-faces';
import { CJK_UI_DIR, CJK_UI_LOCALES, catalogueTexts, cjkUiCodePoints, cutFacesCss, parseUnicodeRange, unicodeRange } from './cjk-ui-fonts';

/** The faces a committed stylesheet declares: file, weight and the code points of its range. */
function declaredFaces(css: string): { file: string; weight: number; codePoints: number[] }[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
    file: /url\('\.\/([^']+)'\)/.exec(body)?.[1] ?? '',
    weight: Number(/font-weight: (\d+)/.exec(body)?.[1]),
    codePoints: parseUnicodeRange(/unicode-range: ([^;]+);/.exec(body)?.[1] ?? ''),
  }));
}

/** The catalogue characters no declared face of `weight` carries: empty when the faces are current. */
function uncovered(needed: readonly number[], css: string, weight: number): string {
  const covered = new Set(declaredFaces(css).filter((face) => face.weight === weight).flatMap((face) => face.codePoints));
  return String.fromCodePoint(...needed.filter((point) => !covered.has(point)));
}

const RERUN = 'rerun `npm run fonts:cjk` after changing the Chinese or Japanese catalogues';

describe('cut CJK faces (libs/ui/src/theme/cjk-ui)', () => {
  describe.each(CJK_UI_LOCALES)('%s', (locale) => {
    const css = readFileSync(join(CJK_UI_DIR, `${locale}.css`), 'utf8');
    const needed = cjkUiCodePoints(catalogueTexts(locale));

    it.each(CJK_UI_WEIGHTS)(`weight %i carries every CJK character of the catalogues, and nothing else (${RERUN})`, (weight) => {
      expect(uncovered(needed, css, weight)).toBe('');
      const declared = declaredFaces(css).filter((face) => face.weight === weight).flatMap((face) => face.codePoints);
      expect(declared.sort((a, b) => a - b)).toEqual(needed);
    });

    it("each face's file has a glyph for every code point its unicode-range names", () => {
      for (const face of declaredFaces(css)) {
        const path = join(CJK_UI_DIR, face.file);
        expect(existsSync(path)).toBe(true);
        const font = fontkit.create(readFileSync(path)) as unknown as { hasGlyphForCodePoint(point: number): boolean };
        expect(String.fromCodePoint(...face.codePoints.filter((point) => !font.hasGlyphForCodePoint(point)))).toBe('');
      }
    });

    it('the load sample is in the main face of every weight, so asking for it loads that face', () => {
      const sample = CJK_UI_SAMPLES[locale].codePointAt(0);
      for (const weight of CJK_UI_WEIGHTS) {
        const main = declaredFaces(css).find((face) => face.file === `${locale}-${weight}.woff2`);
        expect(main?.codePoints).toContain(sample);
      }
    });

    it(`is declared under ${CJK_UI_FAMILY}`, () => {
      expect(css.match(/font-family: '([^']+)'/g)?.every((rule) => rule.includes(CJK_UI_FAMILY))).toBe(true);
    });
  });

  it('the check finds a catalogue character the committed faces lack', () => {
    const css = cutFacesCss([{ file: 'ja-400.woff2', weight: 400, codePoints: [0x3001, 0x3002] }]);
    expect(uncovered(cjkUiCodePoints(['、。択']), css, 400)).toBe('択');
    expect(uncovered(cjkUiCodePoints(['、。']), css, 400)).toBe('');
  });
});

describe('cjkUiCodePoints', () => {
  it('keeps CJK and beyond (from U+2E80), once each and sorted; Latin, the ellipsis and JSON are Inter’s', () => {
    expect(cjkUiCodePoints(['{"a":"取引…"}', '取引所', '\u2e7f\u2e80'])).toEqual([0x2e80, 0x53d6, 0x5f15, 0x6240]);
  });
});

describe('unicodeRange', () => {
  it('collapses runs and round-trips through parseUnicodeRange', () => {
    const points = [0x3001, 0x3002, 0x3003, 0x4e00, 0x4e02, 0x20000];
    expect(unicodeRange(points)).toBe('U+3001-3003,U+4E00,U+4E02,U+20000');
    expect(parseUnicodeRange(unicodeRange(points))).toEqual(points);
  });
});
