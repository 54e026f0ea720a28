/**
 * @jest-environment node
 *
 * Storybook's build includes the design foundations: the config's story globs take in the four
 * MDX pages and their stories file, and the ids they give are the ones the visual stage looks for
 * in the built index (tools/visual/foundations.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '../../.storybook/main';
import { FOUNDATIONS_DOCS, FOUNDATIONS_STORIES } from '../visual/foundations';

// Loading the config needs only its object: the React plugin is an ES module Jest cannot load.
jest.mock('@vitejs/plugin-react', () => ({ __esModule: true, default: () => ({ name: 'vite:react-swc' }) }));

const root = path.resolve(__dirname, '../..');
const configDir = path.join(root, '.storybook');
const folder = 'libs/ui/src/foundations';

/** A Storybook stories glob (`*`, `**`, `@(a|b)`) as a regular expression over repository paths. */
function globToRegExp(glob: string): RegExp {
  const relative = path.relative(root, path.resolve(configDir, glob)).split(path.sep).join('/');
  let source = '';
  for (let i = 0; i < relative.length; i += 1) {
    const rest = relative.slice(i);
    if (rest.startsWith('**/')) {
      source += '(?:[^/]+/)*';
      i += 2;
    } else if (rest.startsWith('@(')) {
      const end = rest.indexOf(')');
      source += `(?:${rest.slice(2, end).split('|').map((alt) => alt.replace(/[.+^${}()[\]\\]/g, '\\$&')).join('|')})`;
      i += end;
    } else if (rest[0] === '*') source += '[^/]*';
    else source += rest[0].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const globs = (config.stories as string[]).map(globToRegExp);
const included = (file: string) => globs.some((glob) => glob.test(file));

/** Storybook's id part for a title or story name (lower case, runs of other characters a dash). */
const idPart = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const pages = fs.readdirSync(path.join(root, folder)).filter((file) => file.endsWith('.mdx')).map((file) => `${folder}/${file}`);
const storiesFile = `${folder}/foundations.stories.tsx`;

describe("Storybook's build includes the foundations pages", () => {
  it('reads story globs as Storybook does: the stories of every lib, not their components', () => {
    expect(included('libs/ui/src/button/button.stories.tsx')).toBe(true);
    expect(included('libs/chart/src/trade-chart/chart-bench.stories.tsx')).toBe(true);
    expect(included('libs/ui/src/button/button.tsx')).toBe(false);
    expect(included('tools/visual/foundations.ts')).toBe(false);
  });

  it("the config's globs take in the four MDX pages and their stories file", () => {
    expect(pages).toHaveLength(4);
    for (const file of [...pages, storiesFile]) expect({ file, included: included(file) }).toEqual({ file, included: true });
  });

  it('each page is a docs entry the visual stage looks for, showing its own story', () => {
    const title = /title:\s*'([^']+)'/.exec(read(storiesFile))?.[1] ?? '';
    const exported = [...read(storiesFile).matchAll(/^export const (\w+): Story/gm)].map((match) => match[1]);
    expect(exported.map((name) => `${idPart(title)}--${idPart(name)}`)).toEqual(FOUNDATIONS_STORIES);

    const docs = pages.map((file) => {
      const source = read(file);
      const page = /<Meta title="([^"]+)" \/>/.exec(source)?.[1] ?? '';
      const shown = /<Canvas of=\{FoundationStories\.(\w+)\}/.exec(source)?.[1] ?? '';
      // The Colour page shows the Colour story, and so on.
      expect({ file, shown }).toEqual({ file, shown: page.split('/').pop() });
      return `${idPart(page)}--docs`;
    });
    expect(docs.sort()).toEqual([...FOUNDATIONS_DOCS].sort());
  });
});
