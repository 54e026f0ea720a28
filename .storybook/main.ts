// One Storybook for every lib. Vite gets the React plugin with emotion's JSX runtime (the same
// jsxImportSource as tsconfig and jest); @exchange/* resolve through the npm-workspace symlinks,
// whose package.json points at src/index.ts, so stories always build from source.
import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { appProjectKeys } from '../tools/sites/app-projects';

const isReactPlugin = (plugin: PluginOption): boolean => {
  if (Array.isArray(plugin)) return plugin.some(isReactPlugin);
  return !!plugin && typeof plugin === 'object' && 'name' in plugin && /^vite:react/.test(String(plugin.name));
};

const config: StorybookConfig = {
  // MDX files are docs pages of their own: the design foundations (libs/ui/src/foundations).
  stories: ['../libs/*/src/**/*.mdx', '../libs/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The accessibility panel (axe with CI's WCAG tags, set in preview.tsx) and docs pages with prop tables.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // mockServiceWorker.js for msw-storybook-addon, and the shell's public files the apps serve from
  // their root (the sites' logos under /assets/), so the header shows its logo as a visitor sees it.
  staticDirs: ['./public', { from: '../libs/shell/public/assets', to: '/assets' }],
  core: { disableTelemetry: true },
  // No onboarding checklist in the sidebar or the menu: this Storybook is the team's, set up already.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Prop tables on the docs pages read the components' TypeScript props.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // Replace any React plugin a vite config may have brought, so exactly one (ours) runs.
    const plugins = (viteConfig.plugins ?? []).filter((plugin) => !isReactPlugin(plugin));
    return {
      ...viteConfig,
      plugins: [...plugins, react({ jsxImportSource: '@emotion/react' })],
      // The site toolbar offers every app the repository has (tools/sites: the one site list).
      define: { ...viteConfig.define, __APP_SITES__: JSON.stringify(appProjectKeys(path.resolve(import.meta.dirname, '..'))) },
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), '@emotion/react', 'react-intl'],
      },
    };
  },
};

export default config;
