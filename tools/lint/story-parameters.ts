/**
 * Story parameters Storybook 10 no longer reads. A story that sets one silently renders as if it
 * had not (the remind bar's narrow story once rendered wide): each entry says what replaced it.
 */
const RETIRED_STORY_PARAMETERS: Array<{ pattern: RegExp; replacement: string }> = [
  { pattern: /\bdefaultViewport\s*:/, replacement: "the story's globals: { viewport: { value: '<option>', isRotated: false } }" },
  { pattern: /\bviewport\s*:\s*\{[^}]*\bviewports\s*:/s, replacement: 'parameters.viewport.options' },
  { pattern: /\bbackgrounds\s*:\s*\{[^}]*\b(?:default|values)\s*:/s, replacement: "parameters.backgrounds.options and the story's globals: { backgrounds: { value } }" },
  { pattern: /\bdefaultOrientation\s*:/, replacement: "the story's globals: { viewport: { isRotated } }" },
  { pattern: /\bargTypesRegex\s*:/, replacement: 'fn() from storybook/test in args' },
];

/** Each retired parameter a story file sets, with its line and what replaced it. */
export function retiredParameters(source: string): string[] {
  return RETIRED_STORY_PARAMETERS.flatMap(({ pattern, replacement }) => {
    const match = pattern.exec(source);
    if (!match) return [];
    const line = source.slice(0, match.index).split('\n').length;
    return [`line ${line}: ${match[0].trim().split('\n')[0]} is no longer read; use ${replacement}`];
  });
}
