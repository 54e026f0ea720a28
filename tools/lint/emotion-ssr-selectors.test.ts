/**
 * @jest-environment node
 *
 * Emotion warns in the console (dev) on `:first-child`, `:nth-child` and `:nth-last-child`: with
 * server-rendered or prerendered HTML its style elements sit among the children, so those
 * selectors can match the wrong element. Styles use the `-of-type` forms instead.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const UNSAFE = /:(first|nth|nth-last)-child\b/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("styles Emotion warns about", () => {
  it('no lib or app style uses :first-child, :nth-child or :nth-last-child', () => {
    const found = ['libs', 'apps']
      .flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')))
      .filter((dir) => fs.existsSync(dir))
      .flatMap(sources)
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${path.relative(root, file)}:${i + 1}`, line }))
          .filter(({ line }) => UNSAFE.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
