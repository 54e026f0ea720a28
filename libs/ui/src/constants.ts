/**
 * Every number the ui lib takes from the spec, named once and spelled as the spec spells it.
 * Numbers the spec leaves "not shown" are documented in docs/parts/ui-decisions.md.
 */

/** Spec (shell § 9): "Drawer close delay: 300 ms". */
export const DRAWER_CLOSE_DELAY_MS = 300;

/** Spec (shell § 2 / § 9): "The drawer is 414 px wide." */
export const DRAWER_WIDTH_PX = 414;

/**
 * Spec (chart § 2 "Other"): "Mobile breakpoints overall: 539, 768, 992, 1248, 1439 px". The one
 * table: the theme's media queries and every width rule in the other libs read it.
 */
export const BREAKPOINTS = {
  xs: 539,
  sm: 768,
  md: 992,
  lg: 1248,
  xl: 1439,
} as const;

/**
 * Smallest touch target, in px (WCAG 2.5.5 AAA, the size phones need for header, menu and chart
 * controls on phones; WCAG 2.2 AA's 24 px is the floor axe checks).
 */
export const TOUCH_TARGET_PX = 44;

/**
 * Block size of the collapsed (under 992 px) site header: one 44 px control row plus 8 px above
 * and below. Fixed, so settings arriving later cannot change it (not shown in the spec: our choice).
 */
export const COMPACT_HEADER_PX = 60;

/**
 * Block size of a header control on a desktop width (fine pointer), in px: the wide header's row
 * is one such control high. A coarse pointer grows it to {@link TOUCH_TARGET_PX} (our choice).
 */
export const CONTROL_PX = 36;

/** Spec (chart § 2 "Chart screen"): "up/down red F2495E". */
export const RISE_FALL_RED = '#F2495E';
/** Spec (chart § 2 "Chart screen"): "green 1BB273 (light)". */
export const RISE_FALL_GREEN_LIGHT = '#1BB273';
/** Spec (chart § 2 "Chart screen"): "green ... 30BF87 (dark)". */
export const RISE_FALL_GREEN_DARK = '#30BF87';

/**
 * One z-index scale for every overlay. The spec says "z-index values of overlays: not shown";
 * these are our choice (see ui-decisions.md): page chrome in the hundreds, overlays in the
 * thousands, each layer above the one it may open from.
 */
export const Z_INDEX = {
  header: 100,
  sideMenu: 110,
  bar: 200,
  drawer: 1000,
  dialog: 1100,
  toast: 1200,
  tooltip: 1300,
} as const;

/** Motion durations in ms; `normal` equals the drawer close delay so the slide-out ends as it unmounts. */
export const MOTION_MS = {
  fast: 150,
  normal: DRAWER_CLOSE_DELAY_MS,
  slow: 500,
} as const;

/** How long a toast stays before it dismisses itself (not shown in the spec: our choice). */
export const TOAST_DURATION_MS = 3_000;
