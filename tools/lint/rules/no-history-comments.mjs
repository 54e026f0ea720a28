/**
 * Comments say what the code is, not how it got here: no issue numbers (the word issue or a hash
 * sign followed by a number) and nothing said to be as it was before an issue. The tracker and
 * the commit log hold the history.
 */
const HISTORY = /\bissues?\s+#?\d+|(?:^|[\s(])#\d+\b|\bbefore\s+issue\b/i;

/** The part of `text` that names an issue, or undefined. */
export function historyIn(text) {
  return HISTORY.exec(text)?.[0].trim();
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid issue numbers and history in comments.' },
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
