import type { Rule } from 'eslint';

/** The part of `text` that names an issue ("issue 27", "#27", "before issue"), or undefined. */
export function historyIn(text: string): string | undefined;
declare const rule: Rule.RuleModule;
export default rule;
