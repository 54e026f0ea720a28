import { expect } from '@playwright/test';
import { axeViolations, loadStories, MATRIX_TAG, openStory, test, type StoryGlobals } from './story-index';

/**
 * The stories of dialogs, drawers, bars and pages (tagged `matrix` in their .stories.tsx) in both
 * themes, English and Arabic (right to left), at phone and desktop width. Light / en / desktop is
 * the every-story run in stories.visual.ts, so it is not taken twice.
 */
const matrixStories = loadStories().filter((s) => s.tags?.includes(MATRIX_TAG));

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const THEMES = ['light', 'dark'] as const;
const LOCALES = ['en', 'ar'] as const;

test('stories are tagged for the theme, locale and viewport matrix', () => {
  expect(matrixStories.length).toBeGreaterThan(0);
});

// Variant outermost: the stories a worker takes one after another share their globals, so each is
// switched to without reloading the preview (openStory's `reuse`).
for (const theme of THEMES) {
  for (const locale of LOCALES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      if (theme === 'light' && locale === 'en' && viewportName === 'desktop') continue;
      const variant = `${theme}-${locale}-${viewportName}`;
      for (const story of matrixStories) {
        test(`matrix ${story.id} ${variant}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          const globals: StoryGlobals = { theme, locale };
          await openStory(page, story.id, globals, { reuse: true });
          await expect(page).toHaveScreenshot(`matrix-${story.id}--${variant}.png`, { fullPage: false });
          // The dark palette has its own contrast: axe checks it once per story (desktop, English).
          if (theme === 'dark' && locale === 'en' && viewportName === 'desktop') {
            expect(await axeViolations(page)).toEqual([]);
          }
        });
      }
    }
  }
}
