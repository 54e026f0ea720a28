/**
 * Translations for everything below: loads the locale's bundles, renders `fallback` (nothing by
 * default) until they are ready, then an IntlProvider, so message ids never flash on screen.
 * Also sets `<html lang dir>` for the locale.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { applyDocumentLocale, toBcp47, toFormattingLocale } from '@exchange/platform';
import type { PlatformHttp } from '../services/http';
import { handedMessages, loadMessages, type Messages } from './load-messages';
import { fontsForFirstRender } from './first-screen-fonts';

/** The part of a site config the provider reads (a SiteConfig from @exchange/site-registry fits). */
interface I18nSite {
  /** Translation CDN base without trailing slash; empty loads from the origin only. */
  cdnBase?: string;
}

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** Site locale code (`en`, `tw`, `ar`...) or alias. */
  locale: string;
  site?: I18nSite;
  /** Namespaces to load; defaults to all. */
  namespaces?: readonly string[];
  /** Fallback origin; defaults to the page's own origin. */
  origin?: string;
  /** Shown while loading; defaults to nothing. */
  fallback?: ReactNode;
  /** HTTP client override (tests, Storybook). */
  http?: PlatformHttp;
  children?: ReactNode;
}

function onIntlError(error: { code?: string }): void {
  // Missing translations are expected (English defaults fill in); only real faults are worth a log.
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') return;
  console.error(error);
}

/** react-intl formats each entry on its own, so a table mixing text and AST is fine at run time. */
function asIntlMessages(messages: Messages): Record<string, MessageFormatElement[]> {
  return messages as Record<string, MessageFormatElement[]>;
}

/** Loads translations for `locale`, then provides them through react-intl. */
export function I18nProvider({ locale, site, namespaces, origin, fallback = null, http, children }: I18nProviderProps): ReactNode {
  // A table handed in before the first render (the prerendered page, the boot before hydrating) renders at once.
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | undefined>(() => {
    const messages = handedMessages(locale);
    return messages && { locale, messages };
  });
  const cdnBase = site?.cdnBase;
  const namespaceKey = namespaces?.join(',');

  useEffect(() => {
    applyDocumentLocale(locale);
  }, [locale]);

  useEffect(() => {
    const given = handedMessages(locale);
    if (given) {
      // A locale switch to a table already handed in; on the first render this keeps the same state.
      setLoaded((current) => (current?.locale === locale && current.messages === given ? current : { locale, messages: given }));
      return undefined;
    }
    let live = true;
    void Promise.all([loadMessages({ locale, cdnBase, origin, http, namespaces: namespaceKey?.split(',') }), fontsForFirstRender(toBcp47(locale))]).then(([messages]) => {
      // A transition: React renders the translated page in slices and yields between them, so
      // the first full render is not one long task (Lighthouse TBT; the input stays answered).
      if (live) startTransition(() => setLoaded({ locale, messages }));
    });
    return () => {
      live = false;
    };
  }, [locale, cdnBase, origin, http, namespaceKey]);

  // On a locale switch the previous language stays on screen until the new one is ready.
  if (!loaded) return <>{fallback}</>;
  return (
    <IntlProvider key={loaded.locale} locale={toFormattingLocale(loaded.locale)} defaultLocale="en" messages={asIntlMessages(loaded.messages)} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
