/**
 * Whether a test reaches a code file: the test imports it, directly or through the modules and
 * components it imports (the graph of static imports, dynamic `import()`, `require` and
 * `jest.requireActual`). Used by the spec-coverage check so a row cannot name a test that never
 * runs the row's code. Browser tests (Playwright e2e, the visual suite) drive the built apps, which
 * import every lib, so they reach every file under libs/ and apps/.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:Actual)?\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** A repo path a row names as code that the check can follow: a source file, not a folder or doc. */
function isCheckableCode(file: string): boolean {
  return SOURCE_EXTENSIONS.some((ext) => file.endsWith(ext)) && !file.endsWith('.d.ts');
}

/** A test run in a browser against the built apps (Playwright e2e and visual). */
function isBrowserTest(file: string): boolean {
  return /\.(e2e|visual)\.ts$/.test(file) || file.startsWith('tools/e2e/') || file.startsWith('tools/visual/');
}

/** Resolves an import specifier seen in `fromFile` to a repo file, or undefined for packages. */
function resolveImport(root: string, fromFile: string, specifier: string, aliases: Record<string, string>): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(path.join(root, fromFile)), specifier);
  else if (aliases[specifier]) base = path.join(root, aliases[specifier]);
  else return undefined;
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return found ? path.relative(root, found).split(path.sep).join('/') : undefined;
}

/** The tsconfig path aliases (`@exchange/shell` -> `libs/shell/src/index.ts`). */
function readAliases(root: string): Record<string, string> {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  return Object.fromEntries(Object.entries(config.compilerOptions?.paths ?? {}).map(([name, [target]]) => [name, target.replace(/^\.\//, '')]));
}

/** Builds a memoised "files reachable from this test" function over the repository at `root`. */
export function createReach(root: string): (testFile: string) => ReadonlySet<string> {
  const aliases = readAliases(root);
  const importsOf = new Map<string, string[]>();
  const reachOf = new Map<string, Set<string>>();
  const imports = (file: string): string[] => {
    const known = importsOf.get(file);
    if (known) return known;
    const full = path.join(root, file);
    const text = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
    const found = [...text.matchAll(IMPORT_PATTERN)]
      .map((match) => resolveImport(root, file, match[1], aliases))
      .filter((resolved): resolved is string => resolved !== undefined);
    importsOf.set(file, found);
    return found;
  };
  return (testFile) => {
    const cached = reachOf.get(testFile);
    if (cached) return cached;
    const seen = new Set<string>([testFile]);
    const queue = [testFile];
    while (queue.length) {
      for (const next of imports(queue.pop() as string)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    reachOf.set(testFile, seen);
    return seen;
  };
}

/** One coverage row as the check sees it. */
export interface ReachRow {
  label: string;
  code: string[];
  tests: string[];
  /** `constant`: the row's code is a named constant with no behaviour of its own to run. */
  backing?: 'constant';
  /** The constants a `constant` row stands on, each exported by one of its code files. */
  constants?: string[];
}

/** Whether `file` (a repo path under `root`) exports a constant named `name`. */
function exportsConstant(root: string, file: string, name: string): boolean {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return false;
  return new RegExp(`\\bexport\\s+const\\s+${name}\\b`).test(fs.readFileSync(full, 'utf8'));
}

/**
 * The rows whose tests do not reach their code, or whose constants are gone: for each named source file, at least one of the
 * row's tests must import it (a browser test reaches everything under libs/ and apps/). A row
 * whose named code is only constants files must carry `backing: "constant"`, so the table says
 * "(constant only)" instead of claiming behaviour.
 */
export function unreachedRows(rows: ReachRow[], reach: (testFile: string) => ReadonlySet<string>, root = path.resolve(__dirname, '../..')): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const code = row.code.filter(isCheckableCode);
    const browser = row.tests.some(isBrowserTest);
    const unitTests = row.tests.filter((test) => !isBrowserTest(test) && isCheckableCode(test));
    for (const file of code) {
      const reached = (browser && /^(libs|apps)\//.test(file)) || unitTests.some((test) => reach(test).has(file));
      if (!reached) problems.push(`${row.label}: no named test reaches ${file}`);
    }
    const constantsOnly = code.length > 0 && code.every((file) => /(^|\/)constants\.ts$/.test(file));
    if (constantsOnly && row.backing !== 'constant') problems.push(`${row.label}: backed only by constants; mark it "backing": "constant"`);
    if (row.backing === 'constant') {
      if (!row.constants?.length) problems.push(`${row.label}: a constant row names its constants ("constants": [...])`);
      for (const name of row.constants ?? []) {
        if (!code.some((file) => exportsConstant(root, file, name))) problems.push(`${row.label}: no code file of the row exports the constant ${name}`);
      }
    }
  }
  return problems;
}
