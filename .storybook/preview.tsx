import type { Preview } from '@storybook/react-vite';
import { decorators, STORY_LOCALES, STORY_SITES } from './decorators';

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
  },
  initialGlobals: { theme: 'light', locale: 'en', site: 'main' },
  decorators,
  parameters: {
    layout: 'padded',
    controls: { expanded: false },
  },
};

export default preview;
