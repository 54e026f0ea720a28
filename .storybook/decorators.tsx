/// <reference types="vite/client" />
// Story decorators and the locale loader. The order of `decorators` is innermost first (Storybook
// applies later entries around earlier ones).
import type { Decorator, Loader } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createTheme, GlobalStyles, loadCjkFonts, loadCjkUiFonts, needsCjkFonts, ThemeProvider } from '@exchange/ui';
import { toBcp47 } from '@exchange/platform';
import { isRtlLocale, LOCALE_CODES, SITE_KEYS, type LocaleCode, type SiteKey } from '@exchange/site-registry';
import { isScenarioName, mockLoginCookies } from '@exchange/api/testing';
import { catalogueLocale, isCompleteCatalogue } from '@exchange/shell/testing';
import { intlErrorHandler } from './intl-errors';

/** Every site locale code, all in the toolbar; `ar` is right to left. */
export const STORY_LOCALES: readonly LocaleCode[] = LOCALE_CODES;
/** The app projects' keys, from .storybook/main.ts (tools/sites: the one site list). */
declare const __APP_SITES__: readonly string[];
/** Sub-sites offered in the toolbar: every app the repository has, in the registry's order. */
export const STORY_SITES: readonly SiteKey[] = SITE_KEYS.filter((key) => __APP_SITES__.includes(key));

const directionOf = (locale: LocaleCode) => (isRtlLocale(locale) ? 'rtl' : 'ltr');

/** The toolbar's locale, English when the global names none we know. */
export function storyLocale(value: unknown): LocaleCode {
  return (STORY_LOCALES as readonly unknown[]).includes(value) ? (value as LocaleCode) : 'en';
}

type Messages = Record<string, string>;

// The catalogues the apps load (one JSON file per namespace and catalogue folder), each its own
// chunk: a story downloads only its locale's.
const CATALOGUE_FILES = import.meta.glob<Messages>('../libs/shell/src/i18n/locales/*/*.json', { import: 'default' });

async function catalogue(folder: string): Promise<Messages> {
  const files = Object.entries(CATALOGUE_FILES).filter(([file]) => file.includes(`/locales/${folder}/`));
  return Object.assign({}, ...(await Promise.all(files.map(([, load]) => load()))));
}

/**
 * The messages a page in `locale` shows, as the apps load them: the locale's own catalogue, with
 * English filling the gaps of a catalogue that is not complete.
 */
export async function storyMessages(locale: LocaleCode): Promise<Messages> {
  const folder = catalogueLocale(locale);
  const own = await catalogue(folder);
  return folder === 'en' || isCompleteCatalogue(folder) ? own : { ...(await catalogue('en')), ...own };
}

/** Loads the chosen locale's catalogues before the story renders (`context.loaded.messages`). */
export const localeLoader: Loader = async ({ globals }) => {
  const locale = storyLocale((globals as { locale?: unknown }).locale);
  const lang = toBcp47(locale);
  // A Chinese or Japanese story gets its faces before it renders, as the app's pages load them:
  // otherwise its glyphs came from whichever story the page had shown before (the whole font's
  // stylesheet is in only once some page loaded it), and one shown first drew empty boxes.
  const [messages] = await Promise.all([storyMessages(locale), loadCjkUiFonts(lang), needsCjkFonts(lang) ? loadCjkFonts() : undefined]);
  return { messages };
};

interface StoryProvidersProps {
  mode: 'light' | 'dark';
  locale: LocaleCode;
  site: string;
  messages: Messages;
  children: ReactNode;
}

/**
 * Theme (light/dark) + GlobalStyles + a `dir`/`lang` wrapper + IntlProvider with the locale's real
 * catalogues. Rise colour follows the spec: red-up for zh, green-up otherwise.
 */
export function StoryProviders({ mode, locale, site, messages, children }: StoryProvidersProps) {
  const direction = directionOf(locale);
  const lang = toBcp47(locale);
  const theme = useMemo(
    () => createTheme({ mode, riseColor: locale === 'zh' ? 'red-up' : 'green-up', direction }),
    [mode, locale, direction],
  );

  // Dialogs, drawers and toasts portal into <body>, outside the wrapper: the document itself
  // must carry dir/lang too, or portalled content would render LTR in Arabic.
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('dir', direction);
    html.setAttribute('lang', lang);
    html.dataset.site = site;
  }, [direction, lang, site]);

  const onError = useMemo(() => intlErrorHandler(locale), [locale]);
  return (
    <IntlProvider locale={lang} defaultLocale="en" messages={messages} onError={onError}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <div dir={direction} lang={lang} data-site={site}>
          {children}
        </div>
      </ThemeProvider>
    </IntlProvider>
  );
}

/** Reads the toolbar globals (theme, locale, site) and wraps the story in {@link StoryProviders}. */
export const withProviders: Decorator = (Story, context) => {
  const globals = context.globals as { theme?: string; locale?: string; site?: string };
  const messages = (context.loaded as { messages?: Messages }).messages ?? {};
  return (
    <StoryProviders mode={globals.theme === 'dark' ? 'dark' : 'light'} locale={storyLocale(globals.locale)} site={globals.site ?? 'main'} messages={messages}>
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
