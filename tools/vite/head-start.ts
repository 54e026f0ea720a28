/**
 * The page's head script that starts the first render's requests (issue 27: largest contentful
 * paint). Without it the catalogues and the session calls go out only once the app's chunk
 * has downloaded and run, and the translated first paint waits for that chunk and then for the
 * network in turn. This script is a few hundred bytes, loads `async` beside the app's chunk, and
 * puts each request in a table (libs/platform/src/head-start) that the app's HTTP client takes
 * from instead of asking again. A guess that misses costs one request and nothing else: the app
 * asks for what it needs by URL, and only an exact URL match is taken. It also fetches the chunks
 * of the lazy page the path opens (route-chunks.ts), as `modulepreload` links the app's own
 * preload of the same files then finds.
 */
import type { Plugin } from 'vite';
import { routeChunkTable } from './route-chunks';
import { HEAD_START_GLOBAL } from '../../libs/platform/src/head-start/head-start';
import { CATALOGUE_LOCALE, COMPLETE_CATALOGUES, I18N_NAMESPACES, bundleUrl } from '../../libs/shell/src/i18n/catalogues';
import { API_PATHS } from '../../libs/api/src/paths';
import { LOGIN_COOKIES, NO_USER_INFO_PATH_PREFIXES } from '../../libs/shell/src/store/session-rules';
import { ACCEPT_JSON, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../../libs/api/src/constants';
import { RUNTIME_ENV_ELEMENT_ID } from '../../libs/site-registry/src/runtime-env';
import { getDefaultLanguage, getSiteLanguages } from '../../libs/site-registry/src/languages';
import { getSite } from '../../libs/site-registry/src/sites';
import type { SiteKey } from '../../libs/site-registry/src/schema';

const LOCALE_TOKEN = 'LOCALE';
const NAMESPACE_TOKEN = 'NAMESPACE';
const HEAD_START_FILE = /(^|\/)head-start-[\w-]+\.js$/;

/**
 * The head script's source for one site and build. The first render's locale is the path's
 * prefix when the site serves it (and it is not the default), else the default (the app
 * redirects every other prefix, and an unprefixed path is the default whatever the lang cookie
 * says), with English as the fallback unless that locale's catalogues are complete (the app's
 * loadMessages asks for the same bundles). Every page starts the compliance and settings calls; a
 * logged-in visitor's page (both login cookies) also starts the user info, tier and funds calls,
 * except where the shell never asks for them (sign-up and login pages; shouldFetchUserInfo). Each
 * page also preloads the chunks `routeChunks` gives for its path (the longest matching prefix).
 */
export function headStartSource(siteKey: SiteKey, build: string, routeChunks: Record<string, string[]> = {}): string {
  const site = getSite(siteKey);
  const folder = (code: string): string => CATALOGUE_LOCALE[code as keyof typeof CATALOGUE_LOCALE] ?? code;
  const fallback = folder('en');
  const defaultFolder = folder(getDefaultLanguage(site));
  const prefixes: Record<string, string> = {};
  for (const code of getSiteLanguages(site)) if (code !== getDefaultLanguage(site)) prefixes[code] = folder(code);
  const settings = {
    global: HEAD_START_GLOBAL,
    envId: RUNTIME_ENV_ELEMENT_ID,
    cdn: site.cdnBase,
    pattern: bundleUrl('', LOCALE_TOKEN, NAMESPACE_TOKEN, build),
    namespaces: I18N_NAMESPACES,
    fallback,
    home: defaultFolder,
    complete: COMPLETE_CATALOGUES,
    prefixes,
    calls: [API_PATHS.complianceCheck, API_PATHS.siteSettings],
    userCalls: [API_PATHS.userInfo, API_PATHS.userTier, API_PATHS.totalFunds],
    noUserPaths: NO_USER_INFO_PATH_PREFIXES,
    loginCookies: [LOGIN_COOKIES.uid, LOGIN_COOKIES.nickname],
    languages: getSiteLanguages(site),
    routes: routeChunks,
    accept: ACCEPT_JSON,
    csrfCookie: CSRF_COOKIE_NAME,
    csrfHeader: CSRF_HEADER_NAME,
  };
  // The script runs before any of the app's code has loaded, so it reads the cookie and the env
  // block itself (the platform's helpers are in the chunk it runs beside); its table is read only
  // through libs/platform's takeHeadStart.
  return `(function (s) {
  if (window[s.global]) return;
  var has = function (o, k) { return Object.prototype.hasOwnProperty.call(o, k); };
  var seg = location.pathname.split('/')[1];
  var own = has(s.prefixes, seg) ? s.prefixes[seg] : undefined;
  var parts = location.pathname.split('/').filter(Boolean);
  if (parts.length && s.languages.indexOf(parts[0]) >= 0) parts.shift();
  var path = parts.join('/'), best = '';
  Object.keys(s.routes).forEach(function (p) {
    if ((path === p || path.indexOf(p + '/') === 0) && p.length > best.length) best = p;
  });
  if (best) s.routes[best].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.setAttribute('data-head-start', '');
    document.head.appendChild(link);
  });
  var env = {};
  try { env = JSON.parse(document.getElementById(s.envId).textContent) || {}; } catch (e) {}
  var cdn = (typeof env.cdnBase === 'string' ? env.cdnBase : s.cdn).replace(/\\/+$/, '');
  var page = own || s.home;
  // A fully translated catalogue needs no English beside it (libs/shell's loadMessages agrees).
  var folders = page === s.fallback || s.complete.indexOf(page) >= 0 ? [page] : [s.fallback, page];
  var headers = { Accept: s.accept };
  var cookie = function (name) { var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)')); return m ? m[1] : ''; };
  var csrf = cookie(s.csrfCookie);
  if (csrf) try { headers[s.csrfHeader] = decodeURIComponent(csrf); } catch (e) {}
  var table = window[s.global] = {};
  function start(path) {
    var url = new URL(path, location.href).href;
    var request = fetch(url, { headers: headers, credentials: 'include' });
    request.catch(function () {});
    table[url] = request;
  }
  folders.forEach(function (folder) {
    s.namespaces.forEach(function (ns) { start(cdn + s.pattern.replace('${LOCALE_TOKEN}', folder).replace('${NAMESPACE_TOKEN}', ns)); });
  });
  s.calls.forEach(start);
  // The shell's user calls, where it makes them (libs/shell/src/store/session-rules.ts): both
  // login cookies present, and not a sign-up or login page.
  // The path after a language prefix as the shell sees it (splitLocalePrefix), trailing slash kept.
  var rest = s.languages.indexOf(seg) >= 0 ? location.pathname.slice(seg.length + 1) || '/' : location.pathname;
  var noUser = s.noUserPaths.some(function (p) { return p.slice(-1) === '/' ? rest.indexOf(p) === 0 : rest === p || rest.indexOf(p + '/') === 0; });
  if (!noUser && s.loginCookies.every(cookie)) s.userCalls.forEach(start);
})(${JSON.stringify(settings)});
`;
}

/** Emits the head script and loads it `async` first in the head (CSP: a same-origin file, not inline). */
export function startFirstRequestsEarly(siteKey: SiteKey, build: string): Plugin {
  return {
    name: 'exchange-head-start',
    apply: 'build',
    // Emitted once the chunks are named, so the script can list the page chunks to preload.
    generateBundle(_options, bundle) {
      const source = headStartSource(siteKey, build, routeChunkTable(bundle));
      if (source) this.emitFile({ type: 'asset', name: 'head-start.js', source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => HEAD_START_FILE.test(name));
        return file ? [{ tag: 'script', attrs: { src: `/${file}`, async: true }, injectTo: 'head-prepend' as const }] : [];
      },
    },
  };
}
