/**
 * The token groups the foundations pages show, read from `createTheme` so a token added to the
 * theme appears on its page without the page being edited.
 */
import { createTheme, type ExchangeTheme, type RiseColor, type ThemeMode } from '../theme/create-theme';

/** Both colour schemes, in the order the pages show them. */
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];

/** Both values of the visitor's `market_rise_color` setting (spec 2 §2 "Chart screen"). */
export const RISE_COLORS: readonly RiseColor[] = ['green-up', 'red-up'];

/** A colour token's name. */
type ColourName = keyof ExchangeTheme['colors'];

/** The theme of one mode and rise setting, left to right. */
export function themeOf(mode: ThemeMode, riseColor: RiseColor = 'green-up'): ExchangeTheme {
  return createTheme({ mode, riseColor, direction: 'ltr' });
}

const colourNames = (theme: ExchangeTheme) => Object.keys(theme.colors) as ColourName[];

/**
 * Colour tokens whose value follows `market_rise_color` (rise and fall today): found by comparing
 * the two settings in every mode, so a new setting-dependent token lands in the rise/fall table.
 */
export function riseFallColourNames(): ColourName[] {
  return colourNames(themeOf('light')).filter((name) =>
    THEME_MODES.some((mode) => themeOf(mode, 'green-up').colors[name] !== themeOf(mode, 'red-up').colors[name]),
  );
}

/** Colour tokens that depend on the mode only. */
export function modeColourNames(): ColourName[] {
  const riseFall = riseFallColourNames();
  return colourNames(themeOf('light')).filter((name) => !riseFall.includes(name));
}

type Rgba = [number, number, number, number];

/** Parses `#RGB`, `#RRGGBB`, `rgb()` and `rgba()`, the forms the theme writes colours in. */
function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const n = parseInt(digits, 16);
    return [n >> 16, (n >> 8) & 255, n & 255, 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(value.trim());
  if (fn) {
    const [r, g, b, a = 1] = fn[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  }
  throw new Error(`Unsupported colour "${value}"`);
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/**
 * WCAG contrast ratio of `foreground` on the opaque `background`. A translucent foreground (the
 * overlay) is first laid over the background, as the eye sees it.
 */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColour(background);
  const [r, g, b, a] = parseColour(foreground);
  const seen: Rgba = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a), 1];
  const [hi, lo] = [luminance(seen), luminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as designers write it, `4.6:1`. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** Props of one Storybook `ColorItem`. */
interface ColourItem {
  title: string;
  subtitle: string;
  colors: Record<string, string>;
}

/**
 * The colour page's palette for Storybook's `ColorPalette`: one item per mode token with its light
 * and dark values, then one per rise/fall token with its value in each mode and setting.
 */
export function colourItems(): ColourItem[] {
  const byMode = modeColourNames().map((name) => ({
    title: `colors.${name}`,
    subtitle: 'Light and dark theme',
    colors: Object.fromEntries(THEME_MODES.map((mode) => [mode, themeOf(mode).colors[name]])),
  }));
  const bySetting = riseFallColourNames().map((name) => ({
    title: `colors.${name}`,
    subtitle: 'market_rise_color: green-up and red-up, light and dark',
    colors: Object.fromEntries(
      THEME_MODES.flatMap((mode) => RISE_COLORS.map((rise) => [`${mode} ${rise}`, themeOf(mode, rise).colors[name]])),
    ),
  }));
  return [...byMode, ...bySetting];
}

/** Props of one Storybook `Typeset`, with the token it shows. */
interface TypesetItem {
  /** The typography token shown, e.g. `typography.fontFamily.ar`. */
  label: string;
  fontFamily: string;
  fontSizes: string[];
  fontWeight: number;
  sampleText: string;
}

/** Text each font family is shown with: its own script, so a missing face shows as boxes. */
const FAMILY_SAMPLES: Record<string, { text: string; lang: string }> = {
  base: { text: 'Bitcoin BTC/USDT 64,250.18 +2.41%', lang: 'en' },
  ar: { text: 'بيتكوين ٦٤٬٢٥٠٫١٨ السعر الأخير', lang: 'ar' },
  zh: { text: '比特币 最新价 64,250.18 涨跌幅 +2.41%', lang: 'zh' },
};

/** The sample of a family token, Latin for a family added later without one. */
export function familySample(token: string): { text: string; lang: string } {
  return FAMILY_SAMPLES[token] ?? FAMILY_SAMPLES.base;
}

/**
 * The type page's scales for Storybook's `Typeset`: every font size in each family (at the lightest
 * weight, in the family's own script), then in each weight (in the base family).
 */
export function typesetItems(theme: ExchangeTheme = themeOf('light')): TypesetItem[] {
  const { fontFamily, fontSize, fontWeight } = theme.typography;
  const fontSizes = Object.values(fontSize);
  const lightest = Math.min(...Object.values(fontWeight));
  const families = Object.entries(fontFamily).map(([token, family]) => ({
    label: `typography.fontFamily.${token}`,
    fontFamily: family,
    fontSizes,
    fontWeight: lightest,
    sampleText: familySample(token).text,
  }));
  const weights = Object.entries(fontWeight).map(([token, weight]) => ({
    label: `typography.fontWeight.${token}`,
    fontFamily: fontFamily.base,
    fontSizes,
    fontWeight: weight,
    sampleText: familySample('base').text,
  }));
  return [...families, ...weights];
}
