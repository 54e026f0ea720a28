/**
 * The accessibility level every story and route is held to: WCAG 2.1 AA, plus WCAG 2.2 AA's
 * target-size rule (24 × 24 px, with axe's exceptions for inline links and for targets with enough
 * spacing), so a control too small to tap fails wherever axe runs.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
