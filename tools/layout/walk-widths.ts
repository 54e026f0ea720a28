/**
 * The widths the phone walks read each route at (./phone-layout.ts), narrowest first. Every style
 * switches layout at the theme's breakpoints only (libs/ui BREAKPOINTS: 539, 768, 992, 1248, 1439;
 * no other width appears in a media query), and between two breakpoints a layout is at its
 * tightest at the lower one: so the walk reads 320 px (the narrowest phone), each breakpoint up to
 * the desktop header's (539, 768, 992), and last a desktop's 1280 px, where the walks' checks at
 * the widest width (quality gate, overlap check) see the floating download menu and the footer's
 * links. The wide header's own widths are the header-row walk's (992 to 1920 px, every language).
 * walk-widths.test.ts holds the list to the theme's breakpoints.
 */
export const WALK_WIDTHS = [320, 539, 768, 992, 1280] as const;
