// Inter's faces (Latin, Cyrillic, Greek and Vietnamese text) in a chunk of their own, loaded after
// the first paint on a browser that has not downloaded them yet (see loadLatinFonts). They are
// FontFace objects added together, not the package's @font-face stylesheet, which cost two
// relayouts of the whole page after its first paint (issue 27: about 80 and 35 ms under
// Lighthouse's 4x CPU slowdown on main's home) where this costs one.
import { addFacesTogether, codePointRanges, hasFontLoading } from './font-faces';
import cyrillicExt400 from '@fontsource/inter/files/inter-cyrillic-ext-400-normal.woff2';
import cyrillic400 from '@fontsource/inter/files/inter-cyrillic-400-normal.woff2';
import greekExt400 from '@fontsource/inter/files/inter-greek-ext-400-normal.woff2';
import greek400 from '@fontsource/inter/files/inter-greek-400-normal.woff2';
import vietnamese400 from '@fontsource/inter/files/inter-vietnamese-400-normal.woff2';
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2';
import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import cyrillicExt500 from '@fontsource/inter/files/inter-cyrillic-ext-500-normal.woff2';
import cyrillic500 from '@fontsource/inter/files/inter-cyrillic-500-normal.woff2';
import greekExt500 from '@fontsource/inter/files/inter-greek-ext-500-normal.woff2';
import greek500 from '@fontsource/inter/files/inter-greek-500-normal.woff2';
import vietnamese500 from '@fontsource/inter/files/inter-vietnamese-500-normal.woff2';
import latinExt500 from '@fontsource/inter/files/inter-latin-ext-500-normal.woff2';
import latin500 from '@fontsource/inter/files/inter-latin-500-normal.woff2';
import cyrillicExt600 from '@fontsource/inter/files/inter-cyrillic-ext-600-normal.woff2';
import cyrillic600 from '@fontsource/inter/files/inter-cyrillic-600-normal.woff2';
import greekExt600 from '@fontsource/inter/files/inter-greek-ext-600-normal.woff2';
import greek600 from '@fontsource/inter/files/inter-greek-600-normal.woff2';
import vietnamese600 from '@fontsource/inter/files/inter-vietnamese-600-normal.woff2';
import latinExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff2';
import latin600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';

/** Each subset's characters, as @fontsource/inter 5 declares them (the same for every weight). */
const SUBSET_RANGES = {
  'cyrillic-ext': 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
  'cyrillic': 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  'greek-ext': 'U+1F00-1FFF',
  'greek': 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  'vietnamese': 'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  'latin-ext': 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  'latin': 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

type Subset = keyof typeof SUBSET_RANGES;

/** The theme's weights of Inter (regular, medium, semibold) and each subset's file. */
const FILES: Record<400 | 500 | 600, Record<Subset, string>> = {
  400: {
    'cyrillic-ext': cyrillicExt400,
    'cyrillic': cyrillic400,
    'greek-ext': greekExt400,
    'greek': greek400,
    'vietnamese': vietnamese400,
    'latin-ext': latinExt400,
    'latin': latin400,
  },
  500: {
    'cyrillic-ext': cyrillicExt500,
    'cyrillic': cyrillic500,
    'greek-ext': greekExt500,
    'greek': greek500,
    'vietnamese': vietnamese500,
    'latin-ext': latinExt500,
    'latin': latin500,
  },
  600: {
    'cyrillic-ext': cyrillicExt600,
    'cyrillic': cyrillic600,
    'greek-ext': greekExt600,
    'greek': greek600,
    'vietnamese': vietnamese600,
    'latin-ext': latinExt600,
    'latin': latin600,
  },
};

type Weight = keyof typeof FILES;

const WEIGHTS = Object.keys(FILES).map(Number) as Weight[];
const SUBSETS = Object.keys(SUBSET_RANGES) as Subset[];
const RANGES = SUBSETS.map((subset) => [subset, codePointRanges(SUBSET_RANGES[subset])] as const);

const covers = (ranges: ReadonlyArray<readonly [number, number]>, code: number): boolean =>
  ranges.some(([from, to]) => code >= from && code <= to);

/**
 * The subsets `text`'s characters need: always Latin (the interface's own words), and any other
 * subset one of its characters falls in and Latin does not cover (Cyrillic on a Russian page,
 * Latin Extended on a Turkish one).
 */
export function interSubsetsFor(text: string): Subset[] {
  const needed = new Set<Subset>(['latin']);
  const [, latin] = RANGES[RANGES.length - 1];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // Latin-1, and CJK and Hangul (U+2E80-A63F, U+AC00-D7FF: a Japanese page is mostly these),
    // are in no subset but Latin.
    if (code <= 0xff || (code >= 0x2e80 && code <= 0xa63f) || (code >= 0xac00 && code <= 0xd7ff) || covers(latin, code)) continue;
    for (const [subset, ranges] of RANGES) if (!needed.has(subset) && covers(ranges, code)) needed.add(subset);
    if (needed.size === SUBSETS.length) break;
  }
  return SUBSETS.filter((subset) => needed.has(subset));
}

/**
 * Loads Inter's faces for `text` off the page (Latin, and the subsets its characters need, in
 * each of the theme's weights), then adds every face to the page in one go (see
 * addFacesTogether). Resolves to whether every face it loaded is in (false without the Font
 * Loading API); never rejects.
 */
export function addInterFaces(text: string): Promise<boolean> {
  if (!hasFontLoading()) return Promise.resolve(false);
  const eager = new Set(interSubsetsFor(text).map((subset) => SUBSET_RANGES[subset] as string));
  const files = WEIGHTS.flatMap((weight) => SUBSETS.map((subset) => ({ url: FILES[weight][subset], weight, unicodeRange: SUBSET_RANGES[subset] })));
  return addFacesTogether(document.fonts, 'Inter', files, (file) => eager.has(file.unicodeRange));
}
