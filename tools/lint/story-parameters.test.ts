/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { retiredParameters } from './story-parameters';

const root = path.resolve(__dirname, '../..');

describe('story parameters Storybook reads', () => {
  it('finds a retired parameter (the remind bar once set viewport.defaultViewport)', () => {
    expect(retiredParameters("export const Narrow = { parameters: { viewport: { defaultViewport: 'mobile1' } } };")).toEqual([
      "line 1: defaultViewport: is no longer read; use the story's globals: { viewport: { value: '<option>', isRotated: false } }",
    ]);
    expect(retiredParameters("parameters: { backgrounds: { default: 'dark' } }")).toHaveLength(1);
    expect(retiredParameters("globals: { viewport: { value: 'phone', isRotated: false } }")).toEqual([]);
  });

  it('no story or Storybook config sets one', () => {
    const files = execFileSync('git', ['ls-files', '*.stories.tsx', '*.stories.ts', '.storybook/*'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && /\.(tsx?|mjs)$/.test(file) && fs.existsSync(path.join(root, file)));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => retiredParameters(fs.readFileSync(path.join(root, file), 'utf8')).map((problem) => `${file} ${problem}`));
    expect(found).toEqual([]);
  });
});
