import type { Preview } from '@storybook/react-vite';
// Apps load Inter after the first paint and the CJK faces only for Chinese and Japanese pages;
// a story shows every locale as it looks with its faces in.
import '../libs/ui/src/theme/cjk-fonts';
import '../libs/ui/src/theme/latin-fonts';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { handlers, scenarioNames } from '@exchange/api/testing';
import { paintedForTests } from '@exchange/platform';
import { decorators, STORY_LOCALES, STORY_SITES } from './decorators';

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
      description: 'Locale (ar is right to left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALES.map((value) => ({ value, title: value === 'ar' ? 'ar (RTL)' : value })),
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
  loaders: [mswLoader],
  parameters: {
    msw: { handlers },
    layout: 'padded',
    controls: { expanded: false },
  },
};

export default preview;
