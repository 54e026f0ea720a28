import { CJK_UI_FAMILY, CJK_UI_WEIGHTS } from './cjk-ui-faces';
import { CJK_UI_SAMPLES } from './cjk-ui/samples';

type CutLocale = keyof typeof CJK_UI_SAMPLES;

// One static import per locale, so the build gives each locale's stylesheet (and faces) its own
// chunk and a page fetches only its own.
const CUT_FACES: Record<CutLocale, () => Promise<unknown>> = {
  ja: () => import('./cjk-ui/ja.css'),
  zh: () => import('./cjk-ui/zh.css'),
  tw: () => import('./cjk-ui/tw.css'),
};

/** The catalogue whose characters a CJK page's text comes from: Japanese, Traditional or Simplified. */
export function cutLocale(bcp47Locale: string): CutLocale | undefined {
  if (/^ja(-|$)/i.test(bcp47Locale)) return 'ja';
  if (/^zh-(tw|hk|mo|hant)(-|$)/i.test(bcp47Locale)) return 'tw';
  return /^zh(-|$)/i.test(bcp47Locale) ? 'zh' : undefined;
}

/** Loads the cut faces of `bcp47Locale`'s catalogue (see loadCjkUiFonts in load-cjk-fonts.ts). */
export function loadCutFaces(bcp47Locale: string): Promise<void> {
  const locale = cutLocale(bcp47Locale);
  if (!locale) return Promise.resolve();
  return CUT_FACES[locale]().then(
    () => loadFaces(CJK_UI_SAMPLES[locale]),
    () => undefined,
  );
}

function loadFaces(sample: string): Promise<void> {
  // jsdom and old browsers have no Font Loading API: the stylesheet alone is all they get.
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  // A face with a unicode-range loads only for text it covers, hence the sample character.
  return Promise.all(CJK_UI_WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em '${CJK_UI_FAMILY}'`, sample))).then(
    () => undefined,
    () => undefined,
  );
}

/** Loads the whole Noto Sans SC (see loadCjkFonts in load-cjk-fonts.ts). Never rejects. */
export function loadWholeFont(): Promise<void> {
  return import('./cjk-fonts').then(
    () => undefined,
    () => undefined,
  );
}
