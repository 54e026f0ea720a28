/**
 * Runs the repository's real ESLint config on a source text as if it were the file at `filePath`
 * (which need not exist), and returns the messages of the rules asked for. The lint tests use it
 * to prove a rule is live: it rejects the bad case where the rule is configured and nowhere else.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/.bin/eslint');

/** The messages the given rules report for `source` linted as `filePath`. */
export function lintSource(filePath: string, source: string, rules: readonly string[]): string[] {
  const run = spawnSync(eslintBin, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report.messages.filter((m) => m.ruleId !== null && rules.includes(m.ruleId)).map((m) => m.message);
}
