/**
 * @jest-environment node
 *
 * What a designer finds in Storybook: one sidebar group per lib (and Foundations), each story
 * under the folder of its lib it lives in, benchmark pages out of the sidebar but still in the
 * index for `npm run bench`, no onboarding checklist; and what a hosted review (Chromatic) shows:
 * every story in English, Chinese and Arabic, the layout, header, dialogs and bars also in dark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_MODES, THEMED_MODES } from '@exchange/ui/testing';

const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

const stories = fs
  .readdirSync(path.join(root, 'libs'))
  .filter((lib) => fs.existsSync(path.join(root, 'libs', lib, 'src')))
  .flatMap((lib) => filesUnder(path.join(root, 'libs', lib, 'src'), '.stories.tsx').map((file) => ({ lib, file, text: fs.readFileSync(file, 'utf8') })));
/** The title on the story file's meta (the default export), not a story's args. */
const titleOf = (text: string) => {
  const start = text.indexOf('const meta');
  return start < 0 ? undefined : /\n {2}title: '([^']+)'/.exec(text.slice(start))?.[1];
};

describe('the Storybook sidebar', () => {
  it("groups every story under its own lib's name, lower case as the lib's folder", () => {
    const wrong = stories.map(({ lib, file, text }) => ({ file: path.relative(root, file), lib, title: titleOf(text) })).filter(({ lib, title }) => title !== undefined && title.split('/')[0] !== lib);
    expect(wrong).toEqual([]);
  });

  it('puts the not-found page with the pages, not the widgets', () => {
    const notFound = stories.find(({ file }) => file.endsWith('not-found-page.stories.tsx'))!;
    expect(titleOf(notFound.text)).toBe('shell/pages/NotFoundPage');
  });

  it('keeps the benchmark pages out of the sidebar (tag !dev) but in the index the bench opens them by', () => {
    const benches = stories.filter(({ text }) => /title: '[^']*Bench'/.test(text));
    expect(benches.map(({ text }) => titleOf(text)).sort()).toEqual(['chart/BareBench', 'chart/Bench']);
    for (const { text } of benches) expect(text).toMatch(/tags: \[[^\]]*'!dev'/);
  });

  it('has no onboarding checklist', () => {
    expect(fs.readFileSync(path.join(root, '.storybook/main.ts'), 'utf8')).toMatch(/features: \{ sidebarOnboardingChecklist: false, menuOnboardingChecklist: false \}/);
  });
});

describe('Chromatic modes', () => {
  it('shows every story in English, Chinese and Arabic', () => {
    expect(Object.values(LOCALE_MODES).map((mode) => mode.locale)).toEqual(['en', 'zh', 'ar']);
    expect(fs.readFileSync(path.join(root, '.storybook/preview.tsx'), 'utf8')).toContain('chromatic: { modes: LOCALE_MODES }');
  });

  it('shows the layout, header, dialogs and bars in light and dark too', () => {
    expect(Object.values(THEMED_MODES).map((mode) => `${mode.locale} ${mode.theme}`).sort()).toEqual(['ar dark', 'ar light', 'en dark', 'en light', 'zh dark', 'zh light']);
    const themed = stories.filter(({ text }) => /title: '(shell\/layout\/|ui\/(Dialog|Drawer|Bar)'|shell\/compliance\/\w*(Bar|Dialog)')/.test(text));
    expect(themed.length).toBeGreaterThanOrEqual(12);
    const missing = themed.filter(({ text }) => !text.includes('chromatic: { modes: THEMED_MODES }')).map(({ file }) => path.relative(root, file));
    expect(missing).toEqual([]);
  });
});
