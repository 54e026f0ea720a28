import type { Preview } from '@storybook/react-vite';
// Apps load Inter after the first paint and the CJK faces only for Chinese and Japanese pages;
// a story shows every locale as it looks with its faces in.
import '../libs/ui/src/theme/cjk-fonts';
import '../libs/ui/src/theme/latin-fonts';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { handlers, scenarioNames } from '@exchange/api/testing';
import { paintedForTests } from '@exchange/platform/testing';
import { LOCALE_MODES } from '@exchange/ui/testing';
import { isRtlLocale } from '@exchange/site-registry';
import { PAGE_LEVEL_RULES, WCAG_TAGS } from '../tools/a11y/wcag-tags';
import { decorators, localeLoader, STORY_LOCALES, STORY_SITES } from './decorators';

// A story is the whole page: parts the app mounts only after its first paint (bars, popup,
// banner, markets list) render at once, as they look once mounted.
paintedForTests();

// The embedded backend's handlers answer every call in the browser, as in dev and preview.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale: the real catalogues of each of the 21 site locales (ar is right to left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALES.map((value) => ({ value, title: isRtlLocale(value) ? `${value} (RTL)` : value })),
        dynamicTitle: true,
      },
    },
    site: {
      description: 'Regional sub-site',
      toolbar: {
        title: 'Site',
        icon: 'location',
        items: STORY_SITES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    scenario: {
      description: 'Embedded backend scenario (logged-in scenarios also set the login cookies)',
      toolbar: {
        title: 'Scenario',
        icon: 'user',
        items: scenarioNames.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', site: 'main', scenario: 'visitor' },
  decorators,
  // The locale's catalogues load before the story renders, as the apps wait for theirs.
  loaders: [mswLoader, localeLoader],
  parameters: {
    msw: { handlers },
    // The panel shows what CI's story checks enforce: the same WCAG tags, the same page-level rules left out.
    a11y: {
      options: { runOnly: { type: 'tag', values: WCAG_TAGS } },
      config: { rules: PAGE_LEVEL_RULES.map((id) => ({ id, enabled: false })) },
    },
    // The widths the visual matrix shoots (tools/visual/matrix.visual.ts).
    viewport: {
      options: {
        phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    layout: 'padded',
    controls: { expanded: false },
    // A hosted review (npm run chromatic) shows every story in English, Chinese and Arabic; layout,
    // header, dialogs and bars also in dark (THEMED_MODES on their metas).
    chromatic: { modes: LOCALE_MODES },
  },
};

export default preview;
