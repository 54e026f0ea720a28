/**
 * The accessibility level every story and route is held to: WCAG 2.1 AA, plus WCAG 2.2 AA's
 * target-size rule (24 × 24 px, with axe's exceptions for inline links and for targets with enough
 * spacing), so a control too small to tap fails wherever axe runs.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules about a whole page (landmarks, the page's one heading). A story renders a fragment, not a
 * document, so the story checks and Storybook's accessibility panel leave these out; the e2e quality
 * walk checks the app routes with every rule on.
 */
export const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];
