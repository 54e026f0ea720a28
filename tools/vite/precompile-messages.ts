import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue as shipped by a build: every ICU message parsed to formatjs's AST, so the browser
 * never parses (the build aliases the parser to its no-parser stub, ~7 KB gzip off the first load).
 * The dev server serves the source text and parses in the browser as usual.
 */
export function precompileMessages(source: Buffer): string {
  const messages = JSON.parse(source.toString('utf8')) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
  return JSON.stringify(compiled);
}
