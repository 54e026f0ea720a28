/**
 * The page heads of one site, as plain data: every public route of the route table (and every
 * listed market) in every language the site serves, with its translated title and description,
 * whether it may be indexed, and the file nginx serves it from. Origin-free: the release ships
 * it as heads.json and the deploy program renders it with the environment's origin (../heads);
 * the preview renders it the same way with its own origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { getSite, getSiteLanguages, isNoRobotsLocale, isRouteHidden, isRtlLocale, ROUTE_TABLE, type LocaleCode, type RouteSpec, type SiteKey } from '@exchange/site-registry';
import { LOCALE_BCP47 } from '@exchange/platform';
import { CATALOGUE_LOCALE, headMessages, routeHeadKind, type HeadMessageKey } from '@exchange/shell/seo';
import { LISTED_MARKET_SYMBOLS } from '@exchange/api';
import type { HeadLanguage, HeadPage, HeadPlan } from '../heads/heads';

const root = path.resolve(__dirname, '../../../..');

/**
 * hreflang value of each site locale: its BCP 47 tag, except where that tag names a region
 * search engines do not take (`en-150` for en-eu). Decision in docs/parts/seo-decisions.md.
 */
const HREFLANG: Readonly<Record<LocaleCode, string>> = { ...LOCALE_BCP47, 'en-eu': 'en', 'it-eu': 'it' };

/** The API and private paths no crawler should fetch (backend.conf's proxied prefixes). */
const ROBOTS_DISALLOW = ['/api/', '/apiw/', '/apiweb/', '/json_svr/', '/dfdid/', '/groupchat/', '/js/tool/'] as const;

type MessageKey = HeadMessageKey;

/** The static part of a route pattern (`trade/:pair?` -> `trade`, `copytrading/*` -> `copytrading`). */
export function routeKey(pattern: string): string {
  const parts: string[] = [];
  for (const part of pattern.replace(/^\//, '').split('/')) {
    if (!part || part === '*' || part.startsWith(':')) break;
    parts.push(part);
  }
  return parts.join('/') || 'home';
}

/** The routes that get a head file on `site`: not hidden there; one for all the account pages (nginx serves them by one location). */
function headRoutes(siteKey: SiteKey): RouteSpec[] {
  const site = getSite(siteKey);
  const seen = new Set<string>();
  return ROUTE_TABLE.filter((route) => {
    if (isRouteHidden(route, site)) return false;
    const key = routeKey(route.path);
    const group = key.startsWith('myaccount') ? 'myaccount' : key;
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}

function catalogueOf(locale: LocaleCode): Record<string, string> {
  const folder = CATALOGUE_LOCALE[locale] ?? locale;
  return JSON.parse(fs.readFileSync(path.join(root, 'libs/shell/src/i18n/locales', folder, 'shell.json'), 'utf8')) as Record<string, string>;
}

/** The head plan of a site, from the route table, the market list and the translated head messages. */
export function headPlan(siteKey: SiteKey): HeadPlan {
  const site = getSite(siteKey);
  const codes = getSiteLanguages(siteKey);
  const languages: HeadLanguage[] = codes.map((code) => ({
    code,
    prefix: code === site.defaultLang ? '' : `/${code}`,
    lang: LOCALE_BCP47[code],
    hreflang: HREFLANG[code],
    dir: isRtlLocale(code) ? 'rtl' : 'ltr',
    indexable: !isNoRobotsLocale(code, siteKey),
  }));
  const intls = Object.fromEntries(codes.map((code) => [code, createIntl({ locale: LOCALE_BCP47[code], defaultLocale: 'en', messages: catalogueOf(code) })]));
  const format = (code: LocaleCode, key: MessageKey, values: Record<string, string>): string => {
    const message: MessageDescriptor = { id: headMessages[key].id, defaultMessage: headMessages[key].defaultMessage };
    return intls[code].formatMessage(message, values);
  };
  const textsFor = (title: MessageKey, description: MessageKey, values: Record<string, string>) =>
    Object.fromEntries(codes.map((code) => [code, { title: format(code, title, values), description: format(code, description, values) }]));
  const values = { site: site.name };
  const pages: HeadPage[] = headRoutes(siteKey).map((route) => {
    const kind = routeHeadKind(route);
    const key = routeKey(route.path);
    return {
      key: key.startsWith('myaccount') ? 'myaccount' : key,
      ...(route.notFound ? {} : { path: key === 'home' ? '/' : `/${key}` }),
      noindex: kind.noindex === true,
      texts: textsFor(kind.title, kind.description, values),
    };
  });
  for (const symbol of LISTED_MARKET_SYMBOLS) {
    const pair = symbol.replace('_', '/');
    pages.push({ key: `trade/${symbol}`, path: `/trade/${symbol}`, noindex: false, texts: textsFor('marketTitle', 'marketDescription', { ...values, pair }) });
  }
  const disallow = [...languages.map((language) => `${language.prefix}/myaccount`), ...ROBOTS_DISALLOW];
  return { site: siteKey, siteName: site.ogSiteName, image: `/assets/og/${siteKey}.png`, languages, pages, disallow };
}
