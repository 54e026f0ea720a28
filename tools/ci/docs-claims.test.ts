/**
 * @jest-environment node
 *
 * The README and tools/README.md say what the repository does; these are the claims a test can
 * check: the folders of tools/, what `npm run affected` runs, and the steps to add a site.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** A folder with at least one file somewhere below it. */
function holdsFiles(dir: string): boolean {
  return fs.readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isFile() || (entry.isDirectory() && holdsFiles(path.join(dir, entry.name))));
}

describe('tools/README.md', () => {
  it('has one row for each folder of tools/, and none for a folder that is not there', () => {
    const folders = fs
      .readdirSync(path.join(root, 'tools'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && holdsFiles(path.join(root, 'tools', entry.name)))
      .map((entry) => entry.name)
      .sort();
    const rows = [...read('tools/README.md').matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]).sort();
    expect(rows).toEqual(folders);
  });
});

describe('the README', () => {
  it('says what npm run affected runs: the typecheck, then lint, test and build of the affected projects', () => {
    const script = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.affected;
    expect(script).toMatch(/^nx run tools:ci-typecheck\b.*&& nx affected -t lint,test,build\b/);
    const readme = read('README.md');
    expect(readme).toContain('`npm run affected` typechecks the whole tree (`tools:ci-typecheck`');
    expect(readme).toContain('runs their `lint`, `test` and\n`build` targets');
  });

  it("says each project's test target runs that project's own tests, as nx.json has it", () => {
    const nx = JSON.parse(read('nx.json')) as { targetDefaults: { test: { options: { command: string } } } };
    expect(nx.targetDefaults.test.options.command).toBe('jest --testPathPatterns=/{projectRoot}/');
    expect(read('README.md')).toContain('(`jest --testPathPatterns=/<project root>/`, nx.json)');
  });

  it('adds a site in the steps the generator leaves: no list to edit by hand, the lock file updated', () => {
    const steps = read('README.md').split('## Adding a regional site')[1].split('\n## ')[0];
    expect(steps).not.toMatch(/tools\/e2e\/sites\.ts/);
    expect(steps).toContain('`tools/sites/app-sites.ts`');
    expect(steps).toContain('names the new workspace in `package-lock.json`');
    expect(fs.existsSync(path.join(root, 'tools/sites/app-sites.ts'))).toBe(true);
  });
});
