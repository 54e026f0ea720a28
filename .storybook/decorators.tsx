// Story decorators. The order of `decorators` is innermost first (Storybook applies later
// entries around earlier ones).
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createTheme, GlobalStyles, ThemeProvider } from '@exchange/ui';
import { isScenarioName, mockLoginCookies } from '@exchange/api/testing';

/** Locales offered in the toolbar; `ar` is right to left. */
export const STORY_LOCALES = ['en', 'zh', 'ar'] as const;
/** Sub-sites offered in the toolbar. */
export const STORY_SITES = ['main', 'turkey', 'eu', 'us', 'hk', 'japan'] as const;

type StoryLocale = (typeof STORY_LOCALES)[number];

const directionOf = (locale: StoryLocale) => (locale === 'ar' ? 'rtl' : 'ltr');

interface StoryProvidersProps {
  mode: 'light' | 'dark';
  locale: StoryLocale;
  site: string;
  children: ReactNode;
}

/**
 * Theme (light/dark) + GlobalStyles + a `dir`/`lang` wrapper + IntlProvider with no messages, so
 * every `defaultMessage` shows. Rise colour follows the spec: red-up for zh, green-up otherwise.
 */
export function StoryProviders({ mode, locale, site, children }: StoryProvidersProps) {
  const direction = directionOf(locale);
  const theme = useMemo(
    () => createTheme({ mode, riseColor: locale === 'zh' ? 'red-up' : 'green-up', direction }),
    [mode, locale, direction],
  );

  // Dialogs, drawers and toasts portal into <body>, outside the wrapper: the document itself
  // must carry dir/lang too, or portalled content would render LTR in Arabic.
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('dir', direction);
    html.setAttribute('lang', locale);
    html.dataset.site = site;
  }, [direction, locale, site]);

  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={() => undefined}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <div dir={direction} lang={locale} data-site={site}>
          {children}
        </div>
      </ThemeProvider>
    </IntlProvider>
  );
}

/** Reads the toolbar globals (theme, locale, site) and wraps the story in {@link StoryProviders}. */
export const withProviders: Decorator = (Story, context) => {
  const globals = context.globals as { theme?: string; locale?: string; site?: string };
  const locale = (STORY_LOCALES as readonly string[]).includes(globals.locale ?? '') ? (globals.locale as StoryLocale) : 'en';
  return (
    <StoryProviders mode={globals.theme === 'dark' ? 'dark' : 'light'} locale={locale} site={globals.site ?? 'main'}>
      <Story />
    </StoryProviders>
  );
};

/**
 * The scenario toolbar: writes the cookies `/__mock/login?scenario=` would (the scenario, and
 * for logged-in scenarios uid and nickname), so the msw handlers and the login state agree.
 */
export const withScenario: Decorator = (Story, context) => {
  const scenario = String((context.globals as { scenario?: string }).scenario ?? 'visitor');
  if (isScenarioName(scenario)) {
    for (const [name, value] of Object.entries(mockLoginCookies(scenario))) {
      document.cookie = value === null ? `${name}=; Max-Age=0; Path=/` : `${name}=${value}; Path=/; SameSite=Lax`;
    }
  }
  return <Story />;
};

/** Every story decorator, innermost first: providers inside, scenario cookies outermost. */
export const decorators: Decorator[] = [withProviders, withScenario];
