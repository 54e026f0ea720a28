/**
 * The design foundations in the Storybook build (libs/ui/src/foundations): four MDX docs pages
 * and the story each shows. The visual stage checks the built index has them; a unit test checks
 * they follow from the Storybook config and the files.
 */
export const FOUNDATIONS_DOCS = ['foundations-colour--docs', 'foundations-typography--docs', 'foundations-spacing--docs', 'foundations-elevation--docs'];

/** The stories the pages show, screenshotted and axe-checked like every story. */
export const FOUNDATIONS_STORIES = ['foundations-tokens--colour', 'foundations-tokens--typography', 'foundations-tokens--spacing', 'foundations-tokens--elevation'];
