import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { createApiClient, createEndpoints } from '@exchange/api';
import { getSite, resolveLanguageRedirect, splitLocalePrefix, type SiteKey } from '@exchange/site-registry';
import { createTheme, GlobalStyles, ThemeProvider, ToastViewport } from '@exchange/ui';
import { readCookie, writeCookie } from '../storage/cookies';
import { complianceCheckRequested } from '../store/compliance-slice';
import { isLoggedInByCookies, capturedQueryCookies, shouldFetchUserInfo } from '../store/session-rules';
import { siteSettingsRequested } from '../store/settings-slice';
import { useAppDispatch } from '../store/store';
import { userSessionRequested } from '../store/user-slice';
import { Footer } from '../layout/footer/footer';
import { Header } from '../layout/header/header';
import { ShellLayout } from '../layout/shell-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { ShellOverlays } from './overlays';
import { ShellContext } from './shell-context';
import { riseColorFor, themeModeFromCookie, DARK_COOKIE, RISE_COLOR_COOKIE } from './theme-preferences';

const LANG_COOKIE = 'lang';

/**
 * The shell around every route: decides the locale from the URL prefix (redirecting when the
 * site does not offer it), provides site, theme and translations, starts the session calls,
 * and renders header, page, footer and the overlays.
 */
export function ShellRoot({ siteKey }: { siteKey: SiteKey }): ReactNode {
  const site = getSite(siteKey);
  const params = useParams();
  const location = useLocation();
  const split = splitLocalePrefix(location.pathname, site);
  const redirect = resolveLanguageRedirect(location.pathname, readCookie(LANG_COOKIE), site);
  // `/:lang` matched something that is no locale at all (e.g. `/foo/bar`): a plain unknown page.
  const prefixIsNotALocale = params.lang !== undefined && split.isDefault && split.locale !== params.lang;

  if (redirect) return <LanguageRedirect to={redirect.redirectTo + location.search} resetTo={redirect.resetLangCookieTo} />;
  return (
    <ShellProviders site={site} locale={split.locale}>
      <SessionBootstrap pathname={split.rest} isNotFound={prefixIsNotALocale} />
      <ShellLayout header={<Header />} footer={<Footer />} overlays={<ShellOverlays />}>
        {prefixIsNotALocale ? <NotFoundPage /> : <Outlet />}
      </ShellLayout>
    </ShellProviders>
  );
}

function LanguageRedirect({ to, resetTo }: { to: string; resetTo: string }): ReactNode {
  useEffect(() => writeCookie(LANG_COOKIE, resetTo, { maxAgeSeconds: 365 * 86400 }), [resetTo]);
  return <Navigate to={to} replace />;
}

/** Site, theme and translations for everything below. */
export function ShellProviders({
  site,
  locale,
  children,
}: {
  site: ReturnType<typeof getSite>;
  locale: string;
  children: ReactNode;
}): ReactNode {
  const api = useMemo(() => createEndpoints(createApiClient()), []);
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const theme = useMemo(
    () =>
      createTheme({
        mode: themeModeFromCookie(readCookie(DARK_COOKIE)),
        riseColor: riseColorFor(readCookie(RISE_COLOR_COOKIE), locale),
        direction,
      }),
    [locale, direction],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  const context = useMemo(() => ({ site, locale, api }), [site, locale, api]);
  return (
    <ShellContext.Provider value={context}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={ignoreMissingTranslation}>
          {children}
          <ToastViewport />
        </IntlProvider>
      </ThemeProvider>
    </ShellContext.Provider>
  );
}

function ignoreMissingTranslation(error: { code?: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

/** Starts the session calls once per page and captures the tracked query parameters. */
function SessionBootstrap({ pathname, isNotFound }: { pathname: string; isNotFound: boolean }): null {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const fetchUser = shouldFetchUserInfo(pathname, isNotFound);
  useEffect(() => {
    for (const { name, value } of capturedQueryCookies(location.search)) writeCookie(name, value);
  }, [location.search]);
  useEffect(() => {
    void dispatch(complianceCheckRequested());
    void dispatch(siteSettingsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (!fetchUser) return;
    void dispatch(userSessionRequested({ hasLoginCookies: isLoggedInByCookies(readCookie('uid'), readCookie('nickname')) }));
  }, [dispatch, fetchUser]);
  return null;
}
