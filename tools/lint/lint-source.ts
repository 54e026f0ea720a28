/**
 * Runs the repository's real ESLint config on source texts as if each were the file at its
 * `filePath` (which need not exist), and returns the messages of the rules asked for. The lint
 * tests use it to prove a rule is live: it rejects the bad case where the rule is configured and
 * nowhere else.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A source text linted as if it were the file at `filePath` (relative to the repository). */
export interface LintCase {
  filePath: string;
  source: string;
}

// ESLint loads its config with a dynamic import, which Jest's module system cannot run: the cases
// go to one Node process. One process for all of a file's cases, not one per case: starting ESLint
// with the typed config costs about two seconds each time (the clock test once took 88 s).
// Nx's boundary rule may print a warning to stdout first: the results follow a mark.
const RESULTS_MARK = '@@lint-results@@';
const LINT_MANY = `
const RESULTS_MARK = '${RESULTS_MARK}';
import { ESLint } from 'eslint';
import path from 'node:path';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, source } of JSON.parse(input)) {
  const [report] = await eslint.lintText(source, { filePath: path.resolve(filePath), warnIgnored: true });
  out.push(report.messages);
}
process.stdout.write('\\n' + RESULTS_MARK + JSON.stringify(out));
`;

/** The messages the given rules report for each case, in the order of `cases`. */
function lintSources(cases: readonly LintCase[], rules: readonly string[]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_MANY], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  const reports = JSON.parse(run.stdout.slice(run.stdout.lastIndexOf(RESULTS_MARK) + RESULTS_MARK.length)) as Array<Array<{ ruleId: string | null; message: string }>>;
  return reports.map((messages) => messages.filter((m) => m.ruleId !== null && rules.includes(m.ruleId)).map((m) => m.message));
}

/**
 * A `lint(filePath, source)` over cases declared up front: the first call lints them all in one
 * ESLint process; asking for a case not declared is a mistake in the test and throws.
 */
export function declaredCases(cases: readonly LintCase[], rules: readonly string[]): (filePath: string, source: string) => string[] {
  let results: Map<string, string[]> | null = null;
  const key = (filePath: string, source: string) => `${filePath}\n${source}`;
  return (filePath, source) => {
    results ??= new Map(lintSources(cases, rules).map((messages, i) => [key(cases[i].filePath, cases[i].source), messages]));
    const messages = results.get(key(filePath, source));
    if (!messages) throw new Error(`lint case not declared: ${filePath}`);
    return messages;
  };
}
