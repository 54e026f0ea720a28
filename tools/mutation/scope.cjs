/**
 * The one list of what mutation testing covers (scope.json), read by Stryker's config, the jest
 * config it runs and the test that keeps the committed incremental file current.
 */
const fs = require('node:fs');
const path = require('node:path');

const { mutate, testsFor: extraTests = {}, thresholds, ignoreStatic = { files: [] } } = JSON.parse(fs.readFileSync(path.join(__dirname, 'scope.json'), 'utf8'));

/** The folders a source file can live in; nothing under node_modules, dist or tmp is searched. */
const SEARCHED = ['libs', 'apps', 'tools'];
const SKIPPED = new Set(['node_modules', 'dist', 'tmp', 'e2e', 'baselines', 'fixtures']);

/** A glob (`**`, `*`, `?`, `{a,b}`) as a regular expression over a `/`-separated relative path. */
function globToRegExp(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` is zero or more folders.
      out += glob[i + 2] === '/' ? '(?:[^/]+/)*' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',' && out.lastIndexOf('(?:') > out.lastIndexOf(')')) out += '|';
    else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const included = mutate.filter((g) => !g.startsWith('!')).map(globToRegExp);
const excluded = mutate.filter((g) => g.startsWith('!')).map((g) => globToRegExp(g.slice(1)));

/** True when `file` (relative to the repository root, `/`-separated) is in scope. */
function isInScope(file) {
  return included.some((re) => re.test(file)) && !excluded.some((re) => re.test(file));
}

function walk(root, dir, found) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(root, rel, found);
    else found.push(rel);
  }
  return found;
}

/** Every source file under libs, apps and tools, relative to `root`, sorted. */
function sourceFiles(root) {
  return SEARCHED.filter((dir) => fs.existsSync(path.join(root, dir)))
    .flatMap((dir) => walk(root, dir, []))
    .sort();
}

/** The in-scope files under `root`, relative and sorted. */
function inScopeFiles(root) {
  return sourceFiles(root).filter(isInScope);
}

/** For each source glob of scope.json's `testsFor`, the tests it names. */
const extra = Object.entries(extraTests).map(([source, tests]) => ({ source: globToRegExp(source), tests: tests.map(globToRegExp) }));

/**
 * The tests Stryker runs for `files` (in-scope, relative to `root`): each one's own test
 * (`name.test.ts` or `name.test.tsx` beside it) and those scope.json's `testsFor` names for it
 * (rules tested under another name). Relative and sorted.
 */
function testsFor(root, files) {
  const own = new Set(files.flatMap((file) => ['ts', 'tsx'].map((ext) => file.replace(/\.ts$/, `.test.${ext}`))));
  const named = extra.filter(({ source }) => files.some((file) => source.test(file))).flatMap(({ tests }) => tests);
  return sourceFiles(root).filter((file) => own.has(file) || (/\.test\.tsx?$/.test(file) && named.some((re) => re.test(file))));
}

/** The tests of every in-scope file, relative to `root` and sorted. */
function mutationTestFiles(root) {
  return testsFor(root, inScopeFiles(root));
}

module.exports = { isInScope, inScopeFiles, mutationTestFiles, testsFor, mutationThresholds: thresholds, staticIgnoredFiles: ignoreStatic.files };
