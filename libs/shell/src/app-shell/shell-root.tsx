import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { onApiToast } from '@exchange/api';
import type { AppServices } from '../context/app-services';
import { isNoRobotsLocale, isRtlLocale, resolveLanguageRedirect, splitLocalePrefix, type SiteConfig } from '@exchange/site-registry';
import { createTheme, GlobalStyles, ThemeProvider, toast, ToastHost } from '@exchange/ui';
import { after, deferUntilPainted, dropCookiesOutsideGrammar, readCookie, readThemeMode, usePainted, useThemeMode, writeCookie } from '@exchange/platform';
import { complianceCheckRequested } from '../store/compliance-slice';
import { LOGIN_COOKIES, isLoggedInByCookies, shouldFetchUserInfo } from '../store/session-rules';
import { capturedQueryCookies } from '../store/query-cookies';
import { siteSettingsRequested } from '../store/settings-slice';
import { useAppDispatch } from '../store/store';
import { loginCookiesRead, loginJudgedByCookies, userSessionRequested } from '../store/user-slice';
import { Footer } from '../layout/footer/footer';
import { Header } from '../layout/header/header';
import { HeaderActions } from '../widgets/header-actions/header-actions';
import { ShellLayout } from '../layout/shell-layout';
import { NotFoundPageSlot } from '../pages/not-found/lazy-not-found-page';
import { I18nProvider } from '../i18n/i18n-provider';
import { toBcp47, toFormattingLocale } from '@exchange/platform';
import { ShellOverlays } from './overlays';
import { OverlayErrorBoundary, PageErrorBoundary } from './page-error-boundary/page-error-boundary';
import { PlatformBoot } from './platform-boot';
import { lazyPart } from '../widgets/lazy-part';
import { ShellContext } from '../context/shell-context';
import { PREFERENCE_COOKIE_MAX_AGE_S, riseColorFor, RISE_COLOR_COOKIE } from '../context/theme-preferences';
import { LANG_COOKIE } from '../regional/constants';
import { loadMessages, type Messages } from '../i18n/load-messages';
import { fontsForFirstRender } from '../i18n/first-screen-fonts';

/** Compiled in for dev and preview builds (EXCHANGE_DEV_TOOLBAR=1); `npm run build` and a release leave it out. */
const DEV_TOOLBAR = typeof __DEV_TOOLBAR__ !== 'undefined' && __DEV_TOOLBAR__;
// Behind the constant so a release build drops the import and emits no toolbar chunk at all.
// The title on navigation: the served head already has the first page's, so its code waits for
// the first paint and mounts with the other deferred parts, in their commit rather than one of its own.
const LazyRouteTitle = lazyPart<object>(() => import('../seo/route-title').then((m) => m.RouteTitle));
deferUntilPainted(LazyRouteTitle.preload);
const LazyDevToolbar = DEV_TOOLBAR ? lazyPart<object>(() => import('../dev-toolbar/dev-toolbar').then((m) => m.DevToolbar)) : null;
// Fetched with the app, so it renders in the first translated commit rather than one of its own.
if (LazyDevToolbar) void LazyDevToolbar.preload().catch(() => undefined);

/**
 * The shell around every route: decides the locale from the URL prefix (redirecting when the
 * site does not offer it), provides site, theme and translations, starts the session calls,
 * and renders header, page, footer and the overlays.
 */
export function ShellRoot({
  site,
  services,
  overlays,
  isUnknownPath = () => false,
}: {
  /** The site's config, looked up once at boot. */
  site: SiteConfig;
  services: AppServices;
  overlays?: ReactNode;
  /** Whether an unprefixed path is the not-found page (from the route tree and hidden features). */
  isUnknownPath?: (pathname: string) => boolean;
}): ReactNode {
  const params = useParams();
  const location = useLocation();
  const split = splitLocalePrefix(location.pathname, site);
  const redirect = resolveLanguageRedirect(location.pathname, readCookie(LANG_COOKIE), site);
  // `/:lang` matched something that is no locale at all (e.g. `/foo/bar`): a plain unknown page.
  const prefixIsNotALocale = params.lang !== undefined && !split.hasPrefix;
  const notFound = prefixIsNotALocale || isUnknownPath(split.rest);
  // A lang cookie the site does not offer, on the path it would send us to anyway: only the
  // cookie is reset, after the render (a render may run twice, or outside the browser).
  const resetLangCookieTo = redirect && redirect.redirectTo === location.pathname ? redirect.resetLangCookieTo : null;
  useEffect(() => {
    if (resetLangCookieTo !== null) writeCookie(LANG_COOKIE, resetLangCookieTo, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_S });
  }, [resetLangCookieTo]);

  if (redirect && redirect.redirectTo !== location.pathname) {
    return <LanguageRedirect to={redirect.redirectTo + location.search} resetTo={redirect.resetLangCookieTo} />;
  }
  return (
    <ShellProviders site={site} locale={split.locale} services={services}>
      <SessionBootstrap pathname={split.rest} isNotFound={notFound} />
      <ShellLayout
        header={<Header actions={<HeaderActions />} />}
        footer={<Footer />}
        overlays={
          <>
            <OverlayErrorBoundary>
              <ShellOverlays />
            </OverlayErrorBoundary>
            <OverlayErrorBoundary>{overlays}</OverlayErrorBoundary>
            <PlatformBoot site={site} />
            <DeferredRouteTitle />
            {LazyDevToolbar && (
              <Suspense fallback={null}>
                <LazyDevToolbar />
              </Suspense>
            )}
          </>
        }
      >
        {notFound ? (
          <NotFoundPageSlot />
        ) : (
          <PageErrorBoundary key={location.pathname}>
            <Outlet />
          </PageErrorBoundary>
        )}
      </ShellLayout>
    </ShellProviders>
  );
}

/**
 * Starts what the first page's translated render waits for before React's first render, so it
 * travels while the app builds its tree: the locale's catalogues (I18nProvider's load of the same
 * locale finds them in flight), the font faces it waits for (fontsForFirstRender), and ICU's
 * number formatting. ICU starts on its first use in a long task of its own; here that task runs
 * while the catalogue requests are out instead of inside the render that first paints the page.
 * `locale` is the boot's decision (decideBoot).
 */
export function preloadFirstPage(site: Pick<SiteConfig, 'cdnBase'>, locale: string): Promise<Messages> {
  const messages = loadMessages({ locale, cdnBase: site.cdnBase });
  const fonts = fontsForFirstRender(toBcp47(locale));
  after(0, () => new Intl.NumberFormat(toFormattingLocale(locale)).format(0));
  return Promise.all([messages, fonts]).then(([table]) => table);
}

function DeferredRouteTitle(): ReactNode {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <LazyRouteTitle />
    </Suspense>
  );
}

function LanguageRedirect({ to, resetTo }: { to: string; resetTo: string }): ReactNode {
  useEffect(() => writeCookie(LANG_COOKIE, resetTo, { maxAgeSeconds: PREFERENCE_COOKIE_MAX_AGE_S }), [resetTo]);
  return <Navigate to={to} replace />;
}

/** Site, the app's services, theme and translations for everything below. */
export function ShellProviders({
  site,
  locale,
  services,
  messages,
  children,
}: {
  site: SiteConfig;
  locale: string;
  /** The app's services, which feature components read with `useService`. */
  services: AppServices;
  /** Fixed messages (tests, stories); without them the locale's bundles are loaded first. */
  messages?: Record<string, string>;
  children: ReactNode;
}): ReactNode {
  const direction = isRtlLocale(locale) ? 'rtl' : 'ltr';
  // Follows the `dark` cookie and re-renders when the header's theme switch writes it.
  const themeMode = useThemeMode();
  const theme = useMemo(
    () =>
      createTheme({
        mode: themeMode,
        riseColor: riseColorFor(readCookie(RISE_COLOR_COOKIE), locale),
        direction,
      }),
    [locale, direction, themeMode],
  );
  // The page is drawn in the theme the cookie asks for: a dark page the build rendered light shows now.
  useEffect(() => {
    if (themeMode === readThemeMode()) document.getElementById('root')?.setAttribute('data-theme-ready', '');
  }, [themeMode]);
  const noRobots = isNoRobotsLocale(locale, site);
  useEffect(() => setRobotsMeta(noRobots), [noRobots]);
  // The client raises failures as events (never throws at the user); the shell shows them.
  useEffect(() => onApiToast(({ kind, message }) => toast.show({ kind, message })), []);
  const context = useMemo(() => ({ site, locale, services }), [site, locale, services]);
  return (
    <ShellContext.Provider value={context}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {messages ? (
          <IntlProvider locale={toFormattingLocale(locale)} defaultLocale="en" messages={messages} onError={ignoreMissingTranslation}>
            {children}
            <ToastHost />
          </IntlProvider>
        ) : (
          <I18nProvider locale={locale} site={site}>
            {children}
            <ToastHost />
          </I18nProvider>
        )}
      </ThemeProvider>
    </ShellContext.Provider>
  );
}

/** Keeps one `<meta name="robots">` in the head: noindex for the main site's norobots locales. */
function setRobotsMeta(noindex: boolean): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!noindex) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.appendChild(meta);
  }
  meta.content = 'noindex, nofollow';
}

function ignoreMissingTranslation(error: { code?: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

/** Starts the session calls once per page and captures the tracked query parameters. */
function SessionBootstrap({ pathname, isNotFound }: { pathname: string; isNotFound: boolean }): null {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const fetchUser = shouldFetchUserInfo(pathname, isNotFound);
  // Cookies an older release or a crafted link left outside their grammar go before anything
  // else asks the server: the browser would keep sending them with every request.
  useEffect(() => void dropCookiesOutsideGrammar(), []);
  useEffect(() => {
    for (const { name, value } of capturedQueryCookies(location.search)) writeCookie(name, value);
  }, [location.search]);
  useEffect(() => {
    void dispatch(complianceCheckRequested());
    void dispatch(siteSettingsRequested());
  }, [dispatch]);
  useEffect(() => {
    const hasLoginCookies = isLoggedInByCookies(readCookie(LOGIN_COOKIES.uid), readCookie(LOGIN_COOKIES.nickname));
    // A hydrated page starts as the build rendered it, logged out; the cookies count from here.
    dispatch(loginCookiesRead({ hasLoginCookies }));
    if (fetchUser) void dispatch(userSessionRequested({ hasLoginCookies }));
    else dispatch(loginJudgedByCookies({ hasLoginCookies }));
  }, [dispatch, fetchUser]);
  return null;
}
