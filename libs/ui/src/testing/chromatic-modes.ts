/**
 * Chromatic modes: each story is snapshotted once per mode, each mode a set of Storybook globals
 * (.storybook/preview.tsx's toolbar). English, Chinese (CJK faces) and Arabic (right to left) for
 * every story; the stories whose colours carry the page (layout, header, dialogs, bars) also in
 * the dark theme.
 */
/** Chromatic modes by name, each a set of Storybook globals. */
export type ChromaticModes = Readonly<Record<string, { locale: string; theme: 'light' | 'dark' }>>;

/** Every story: English, Chinese and Arabic, light. Preview's default. */
export const LOCALE_MODES: ChromaticModes = {
  en: { locale: 'en', theme: 'light' },
  zh: { locale: 'zh', theme: 'light' },
  ar: { locale: 'ar', theme: 'light' },
};

/** Layout, header, dialogs and bars: each locale in light and dark (a meta's `parameters.chromatic.modes`). */
export const THEMED_MODES: ChromaticModes = {
  ...LOCALE_MODES,
  'en dark': { locale: 'en', theme: 'dark' },
  'zh dark': { locale: 'zh', theme: 'dark' },
  'ar dark': { locale: 'ar', theme: 'dark' },
};
