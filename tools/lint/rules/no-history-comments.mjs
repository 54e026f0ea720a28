/**
 * Comments say what the code is, not how it got here: no issue numbers (the word issue or a hash
 * sign followed by a number), nothing said to be as it was before an issue, no "used to" (what
 * the code did), and no dated timing note (a date on the line of a measured time or size). A
 * date alone stays allowed: the specifications' dates (an exit date) are rules.
 * The tracker and the commit log hold the history; a budget or a reason holds what stays true.
 */
const HISTORY = /\bissues?\s+#?\d+|(?:^|[\s(])#\d+\b|\bbefore\s+issue\b|(?<!\b(?:is|are|be|been|being|was|were|get|gets|got)\s+|["'`])\bused\s+to\b/i;
const DATE = /\b20\d\d-[01]\d-[0-3]\d\b/;
const MEASURE = /\d+(?:\.\d+)?\s*(?:ms|s|sec|seconds?|min|minutes?|h|hours?|KB|MB|%)(?![\w-])/i;

/** The part of `text` that names an issue or tells history, or undefined. */
export function historyIn(text) {
  const found = HISTORY.exec(text)?.[0].trim();
  if (found) return found;
  for (const line of text.split('\n')) {
    const date = DATE.exec(line);
    if (date && MEASURE.test(line)) return date[0];
  }
  return undefined;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid issue numbers, "used to" and dated timing notes in comments.' },
    schema: [],
    messages: { history: 'Comments say what is, not its history: drop "{{found}}" (the commit message can name the issue).' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = historyIn(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'history', data: { found } });
        }
      },
    };
  },
};
