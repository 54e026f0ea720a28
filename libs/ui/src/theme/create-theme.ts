import {
  BREAKPOINTS,
  COMPACT_HEADER_PX,
  CONTROL_PX,
  MOTION_MS,
  RISE_FALL_GREEN_DARK,
  RISE_FALL_GREEN_LIGHT,
  RISE_FALL_RED,
  TOUCH_TARGET_PX,
  Z_INDEX,
} from '../constants';
import { CJK_UI_FAMILY } from './cjk-ui-faces';

/** Light or dark colour scheme. */
export type ThemeMode = 'light' | 'dark';
/** Spec `market_rise_color`: green-up means rise = green, fall = red; red-up the reverse. */
export type RiseColor = 'green-up' | 'red-up';
/** Writing direction of the page. */
type Direction = 'ltr' | 'rtl';
/** A named breakpoint from the spec's list (539, 768, 992, 1248, 1439 px). */
export type BreakpointKey = keyof typeof BREAKPOINTS;

/** Input of {@link createTheme}. */
export interface ThemeOptions {
  mode: ThemeMode;
  riseColor: RiseColor;
  direction: Direction;
}

/** Colour tokens. Every text/background pair used by the primitives passes WCAG AA (4.5:1). */
export interface ThemeColors {
  /** Page background. */
  background: string;
  /** Bars, secondary buttons, hovered rows. */
  surface: string;
  /** Dialogs, drawers, menus, toasts. */
  elevated: string;
  text: string;
  mutedText: string;
  border: string;
  primary: string;
  /** Text drawn on `primary`. */
  onPrimary: string;
  danger: string;
  /** Text drawn on `danger`. */
  onDanger: string;
  success: string;
  warning: string;
  focusRing: string;
  /** Backdrop behind modal dialogs and drawers. */
  overlay: string;
  /** Price going up (chart candles, tickers); not meant for small body text. */
  rise: string;
  /** Price going down. */
  fall: string;
}

/** Media-query helpers built on the spec breakpoints. */
export interface MediaQueries {
  /** `@media (min-width: <bp>px)`: the width is the breakpoint or more. */
  up: (key: BreakpointKey) => string;
  /** `@media (max-width: <bp - 0.02>px)`: the width is under the breakpoint. */
  down: (key: BreakpointKey) => string;
  /** From `from` (inclusive) to under `to`. */
  between: (from: BreakpointKey, to: BreakpointKey) => string;
  /** `@media (prefers-reduced-motion: reduce)`. */
  reducedMotion: string;
  /** `@media (pointer: coarse)`: a finger, so controls grow to the touch-target size. */
  coarsePointer: string;
}

/** Every design token. Components style themselves from these only. */
export interface ExchangeTheme {
  mode: ThemeMode;
  riseColor: RiseColor;
  direction: Direction;
  colors: ThemeColors;
  /** Spacing scale in px: `spacing[1]` = 4 ... `spacing[8]` = 48. */
  spacing: readonly [0, 4, 8, 12, 16, 20, 24, 32, 48];
  radii: { sm: string; md: string; lg: string; pill: string };
  typography: {
    fontFamily: { base: string; ar: string; zh: string };
    fontSize: { xs: string; sm: string; md: string; lg: string; xl: string };
    fontWeight: { regular: number; medium: number; semibold: number };
    lineHeight: { tight: number; normal: number };
  };
  breakpoints: typeof BREAKPOINTS;
  mq: MediaQueries;
  zIndex: typeof Z_INDEX;
  motion: { durationMs: { readonly fast: number; readonly normal: number; readonly slow: number }; easing: string };
  shadows: { overlay: string };
  /** Fixed sizes in px: the smallest touch target and the collapsed header's block size. */
  sizes: { touchTarget: number; compactHeader: number };
  /** The one family of chrome controls (the header's icon and text buttons): {@link ControlTokens}. */
  control: ControlTokens;
}

/**
 * Tokens every header control shares, so language, currency, notifications, download, theme and
 * the log-in link look and answer alike: one size, one radius, one hover, focus ring and pressed
 * state (`aria-pressed="true"`, or an open menu's `aria-expanded="true"`).
 */
export interface ControlTokens {
  /** Block size in px, and the inline size of an icon-only control (square). */
  size: number;
  /** Icon size in px inside a control. */
  iconSize: number;
  /** Inline padding in px of a control showing its label. */
  paddingInline: number;
  radius: string;
  hoverBackground: string;
  /** Background and text of a pressed toggle or an open menu's button. */
  pressedBackground: string;
  pressedText: string;
  /** The focus ring (CSS `outline`) and its offset in px. */
  focusRing: string;
  focusRingOffset: number;
}

const LIGHT = {
  background: '#FFFFFF',
  surface: '#F5F6F7',
  elevated: '#FFFFFF',
  text: '#1F2329',
  mutedText: '#5A6270',
  border: '#D6D9DE',
  primary: '#1D5FD6',
  onPrimary: '#FFFFFF',
  danger: '#C7253E',
  onDanger: '#FFFFFF',
  success: '#0C7A4B',
  warning: '#B25E00',
  focusRing: '#1D5FD6',
  overlay: 'rgba(0, 0, 0, 0.5)',
} as const;

const DARK = {
  background: '#101217',
  surface: '#1B1E25',
  elevated: '#1B1E25',
  text: '#EAECEF',
  mutedText: '#A0A7B4',
  border: '#343A45',
  primary: '#5B93FF',
  onPrimary: '#101217',
  danger: '#FF6B81',
  onDanger: '#101217',
  success: '#30BF87',
  warning: '#F0A53A',
  focusRing: '#5B93FF',
  overlay: 'rgba(0, 0, 0, 0.7)',
} as const;

/** Rise/fall colours of the spec for a mode and a `market_rise_color` preference. */
export function riseFallColors(mode: ThemeMode, riseColor: RiseColor): { rise: string; fall: string } {
  const green = mode === 'dark' ? RISE_FALL_GREEN_DARK : RISE_FALL_GREEN_LIGHT;
  return riseColor === 'green-up' ? { rise: green, fall: RISE_FALL_RED } : { rise: RISE_FALL_RED, fall: green };
}

/** Builds the media-query helpers for a breakpoint table. */
function createMediaQueries(breakpoints: Record<BreakpointKey, number> = BREAKPOINTS): MediaQueries {
  const under = (px: number) => `${px - 0.02}px`;
  return {
    up: (key) => `@media (min-width: ${breakpoints[key]}px)`,
    down: (key) => `@media (max-width: ${under(breakpoints[key])})`,
    between: (from, to) => `@media (min-width: ${breakpoints[from]}px) and (max-width: ${under(breakpoints[to])})`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    coarsePointer: '@media (pointer: coarse)',
  };
}

/**
 * Creates the theme tokens. Pure: the same options always give an equal theme.
 *
 * @example createTheme({ mode: 'dark', riseColor: 'red-up', direction: 'rtl' }).colors.rise // '#F2495E'
 */
export function createTheme(options: ThemeOptions): ExchangeTheme {
  const { mode, riseColor, direction } = options;
  const base = mode === 'dark' ? DARK : LIGHT;
  const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' };
  return {
    mode,
    riseColor,
    direction,
    colors: { ...base, ...riseFallColors(mode, riseColor) },
    spacing: [0, 4, 8, 12, 16, 20, 24, 32, 48],
    radii,
    typography: {
      fontFamily: {
        base: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        ar: "'Noto Sans Arabic', 'Inter', system-ui, sans-serif",
        zh: `'Inter', '${CJK_UI_FAMILY}', 'Noto Sans SC', system-ui, sans-serif`,
      },
      fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px' },
      fontWeight: { regular: 400, medium: 500, semibold: 600 },
      lineHeight: { tight: 1.25, normal: 1.5 },
    },
    breakpoints: BREAKPOINTS,
    mq: createMediaQueries(BREAKPOINTS),
    zIndex: Z_INDEX,
    motion: { durationMs: MOTION_MS, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    shadows: {
      overlay: mode === 'dark' ? '0 8px 24px rgba(0, 0, 0, 0.6)' : '0 8px 24px rgba(16, 18, 23, 0.16)',
    },
    sizes: { touchTarget: TOUCH_TARGET_PX, compactHeader: COMPACT_HEADER_PX },
    control: {
      size: CONTROL_PX,
      iconSize: 20,
      paddingInline: 8,
      radius: radii.md,
      hoverBackground: base.surface,
      pressedBackground: base.surface,
      pressedText: base.primary,
      focusRing: `2px solid ${base.focusRing}`,
      focusRingOffset: 2,
    },
  };
}
