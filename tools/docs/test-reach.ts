/**
 * Whether a test reaches a code file: the test imports it, directly or through the modules and
 * components it imports (the graph of static imports, dynamic `import()`, `require` and
 * `jest.requireActual`). Used by the spec-coverage check so a row cannot name a test that never
 * runs the row's code. A browser spec (`*.e2e.ts`, `*.visual.ts`) drives a built app, so it is
 * counted by the pages it opens: it reaches apps/, the libs every page runs (the shell and what
 * it stands on), and the lib of each route it visits. A helper under tools/e2e/ reaches only
 * what it imports, like any module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHART_ROUTES, GROWTH_ROUTES, LOCALE_CODES, PASSKEY_ROUTES, ROUTE_PAGE_MODULES, SHELL_ROUTES, routeFor, type RouteSpec } from '@exchange/site-registry';

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:Actual)?\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** A repo path a row names as code that the check can follow: a source file, not a folder or doc. */
function isCheckableCode(file: string): boolean {
  return SOURCE_EXTENSIONS.some((ext) => file.endsWith(ext)) && !file.endsWith('.d.ts');
}

/** A spec run in a browser against a built app or the stories (Playwright e2e and visual); never a helper. */
function isBrowserTest(file: string): boolean {
  return /\.(e2e|visual)\.ts$/.test(file);
}

/** The lib whose files a route opens: its lazy page's lib, else the lib whose route list holds it. */
function libOfRoute(route: RouteSpec): string {
  if (route.page) return ROUTE_PAGE_MODULES[route.page].split('/')[1];
  const owners: Array<[readonly RouteSpec[], string]> = [[CHART_ROUTES, 'chart'], [GROWTH_ROUTES, 'growth'], [PASSKEY_ROUTES, 'passkey'], [SHELL_ROUTES, 'shell']];
  return owners.find(([routes]) => routes.includes(route))?.[1] ?? 'shell';
}

// A path a spec opens: a string literal (or a template's leading text) starting with one slash.
const PATH_LITERAL = /(?:['"`])(\/(?!\/)[^'"`$\s]*)/g;
const EVERY_ROUTE_SHOWN = { hiddenReferral: false };

/** The route an app path opens (query and hash dropped, a language prefix taken off), if any. */
function routeOfPath(literal: string): RouteSpec | undefined {
  const pathname = literal.split(/[?#]/)[0];
  const direct = routeFor(pathname, EVERY_ROUTE_SHOWN);
  if (direct && pathname !== '/') return direct;
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (first && (LOCALE_CODES as readonly string[]).includes(first)) return routeFor(`/${rest.join('/')}`, EVERY_ROUTE_SHOWN);
  return direct;
}

/** The libs the routes named in `text` open. */
export function libsOfVisitedRoutes(text: string): Set<string> {
  const libs = new Set<string>();
  for (const [, literal] of text.matchAll(PATH_LITERAL)) {
    const route = routeOfPath(literal);
    if (route) libs.add(libOfRoute(route));
  }
  return libs;
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

/** What a test reaches: files, and for a browser spec whole libs (`libs/<lib>/`) and apps/. */
export type Reach = (testFile: string) => ReadonlySet<string>;

/** Builds a memoised "files reachable from this test" function over the repository at `root`. */
export function createReach(root: string): Reach {
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

/** The lib folder a repo file is in (`libs/chart/...` -> `chart`). */
const libOfFile = (file: string): string | undefined => /^libs\/([^/]+)\//.exec(file)?.[1];

/**
 * What a browser spec reaches, over the repository at `root`: apps/, the libs the shell's front
 * door stands on (every page runs them), and the lib of each route the spec (or a test body it
 * runs from tools/ or an app's e2e folder) names.
 */
function createBrowserReach(root: string, reach: Reach = createReach(root)): (spec: string) => (file: string) => boolean {
  const floor = new Set([...reach('libs/shell/src/index.ts')].map(libOfFile).filter((lib): lib is string => lib !== undefined));
  return (spec) => {
    const libs = new Set(floor);
    for (const file of reach(spec)) {
      if (libOfFile(file)) continue;
      const full = path.join(root, file);
      if (fs.existsSync(full)) for (const lib of libsOfVisitedRoutes(fs.readFileSync(full, 'utf8'))) libs.add(lib);
    }
    return (file) => file.startsWith('apps/') || libs.has(libOfFile(file) ?? '');
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
 * row's tests must import it, or be a browser spec that opens a page running it ({@link createBrowserReach}). A row
 * whose named code is only constants files must carry `backing: "constant"`, so the table says
 * "(constant only)" instead of claiming behaviour.
 */
export function unreachedRows(rows: ReachRow[], reach: Reach, root = path.resolve(__dirname, '../..'), browserReach = createBrowserReach(root, reach)): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const code = row.code.filter(isCheckableCode);
    const browserSpecs = row.tests.filter(isBrowserTest).map(browserReach);
    const unitTests = row.tests.filter((test) => !isBrowserTest(test) && isCheckableCode(test));
    for (const file of code) {
      const reached = browserSpecs.some((opens) => opens(file)) || unitTests.some((test) => reach(test).has(file));
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
