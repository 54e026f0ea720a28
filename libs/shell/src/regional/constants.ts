/**
 * Spec constants of the regional flows (spec 2 = chart-growth-passkey-regional.md), named once.
 * Widths come from the ui lib's one breakpoint table.
 */
import { BREAKPOINTS } from '@exchange/ui';

/** Spec 2 §4 / §9: "Closing or cancel sets keep-alive to 1 day" ("Turkey popup keep-alive 1 or 7 days"). */
export const TURKEY_KEEPALIVE_SHORT_DAYS = 1;
/** Spec 2 §4 / §9: "Confirm sets 7 days if 'don't show again for 7 days' is ticked". */
export const TURKEY_KEEPALIVE_LONG_DAYS = 7;
/** One day in ms (keep-alive days are counted in whole 24-hour days from the stored timestamp). */
export const DAY_MS = 86_400_000;
/** Decision: local storage key of the Turkey entry keep-alive (spec 2 §3 fields keepaliveDays, timestamp). */
export const TURKEY_ENTRY_STORAGE_KEY = 'turkey_entry';

/** Spec 2 §3: "Turkey declaration: status (1 need sign, 2 signed)". */
export const DECLARATION_NEED_SIGN = 1;
/** Spec 2 §3: "Turkey declaration: status (1 need sign, 2 signed)". */
export const DECLARATION_SIGNED = 2;

/** Spec 2 §2 Footers: "Below 992 px a download modal replaces it." */
export const FOOTER_DOWNLOAD_MODAL_BELOW_PX = BREAKPOINTS.md;
/** Spec 2 §9: "Mobile portrait breakpoint 768 px" (decision: a phone for the floating menu rule). */
export const MOBILE_PORTRAIT_BREAKPOINT_PX = BREAKPOINTS.sm;

/**
 * Spec 2 §2 Side menu: "First: expanded 300 px, collapsed 104 px below 1439 px, dropdown bar below
 * 992 px. Second: 288 px expanded, 96 px collapsed, breakpoints 1248 and 768."
 */
export const SIDE_MENU_VARIANTS = {
  wide: { expandedPx: 300, collapsedPx: 104, collapseBelowPx: BREAKPOINTS.xl, dropdownBelowPx: BREAKPOINTS.md },
  compact: { expandedPx: 288, collapsedPx: 96, collapseBelowPx: BREAKPOINTS.lg, dropdownBelowPx: BREAKPOINTS.sm },
} as const;


/** Decision: cookie holding the fiat a visitor picked in the header (settings' curr_fiat otherwise). */
export const CURR_FIAT_COOKIE = 'curr_fiat';
// Named in i18n, the floor the head script's boot decision may read.
export { LANG_COOKIE } from '../i18n/lang-cookie';
