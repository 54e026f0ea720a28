/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { STORYBOOK_BUILD_ARGS } from '../visual/chromatic';
import { STAGES } from '../ci/test';

const root = path.resolve(__dirname, '../..');

describe('Chromatic TurboSnap', () => {
  it('every Storybook build writes the stats file, and Chromatic asks only for changed stories', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const stage = STAGES.find((s) => s.name === 'build-storybook');
    for (const command of [scripts['build-storybook'], stage?.command ?? '', STORYBOOK_BUILD_ARGS.join(' ')]) {
      expect(command).toMatch(/--stats-json dist\/storybook\b/);
    }
    const config = JSON.parse(fs.readFileSync(path.join(root, 'chromatic.config.json'), 'utf8')) as { onlyChanged?: boolean; storybookBuildDir?: string };
    expect(config.onlyChanged).toBe(true);
    expect(config.storybookBuildDir).toBe('dist/storybook');
  });
});
