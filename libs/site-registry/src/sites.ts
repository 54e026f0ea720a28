import { SITE_IDS, SITE_KEYS } from './constants';
import type { SiteConfig, SiteKey, LocaleCode } from './schema';
import { withRuntimeEnv } from './runtime-env';

/*
 * The brand is fictional ("Gate", as in the spec's restricted-location message) and every host is
 * under the reserved .example top-level domain. Values the spec leaves "not shown" are recorded
 * in docs/parts/site-registry-decisions.md.
 */

const MAIN_LANGUAGES: LocaleCode[] = ['en', 'zh', 'tw', 'vn', 'es', 'ru', 'fr', 'de', 'pt', 'br', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'nl', 'it'];

/** Fields every site shares or derives from its key; each entry below overrides what differs. */
function common(key: SiteKey, host: string) {
  return {
    id: SITE_IDS[key],
    key,
    origin: `https://${host}`,
    logo: { light: `/assets/logo-${key}-light.svg`, night: `/assets/logo-${key}-night.svg` },
    ws: { spot: `wss://ws.${host}/v4/ws/spot`, futures: `wss://fx-ws.${host}/v4/ws/futures` },
    contacts: { support: `support@${host}`, business: `business@${host}` },
    docs: {
      agreement: '/docs/agreement.html',
      privacy_policy: '/docs/privacy_policy.html',
      risk_disclosure: '/docs/risk_disclosure.html',
      licenses: '/docs/licenses.html',
    },
    antiPhishingDomains: [host],
    hiddenAppDownload: false,
    hiddenNotification: false,
    hiddenFooterSignup: false,
    hiddenReferral: false,
    hiddenThemeSwitch: false,
    hiddenLangAndRate: false,
    hiddenFloatingMenu: false,
    hiddenGiftBox: false,
    chatroom: false,
    bigData: false,
    gtagId: '',
    cdnBase: '',
    sentryDsn: '',
    copyright: { kind: 'site-name-year' },
    footerTipsCheck: 'footerTipsCheckKyc',
    upcomingRoutes: [],
  } satisfies Partial<SiteConfig>;
}

/** Raw entries, one per key; `satisfies` keeps the compiler checking completeness and shape. */
export const SITE_ENTRIES = {
  main: {
    ...common('main', 'www.gate.example'),
    antiPhishingDomains: ['www.gate.example', 'gate.example'],
    name: 'Gate',
    ogSiteName: 'Gate',
    collectId: 'gate-main',
    gtagId: 'G-GATEMAIN01',
    authorizedLogin: ['google', 'metamask', 'apple'],
    chatroom: true,
    bigData: true,
    totpName: 'Gate',
    defaultLang: 'en',
    languages: MAIN_LANGUAGES,
    tradingViewExchange: 'Gate',
    footer: 'main',
    footerTipsCheck: 'footerTipsCheckJsonSvr',
    cdnBase: 'https://static.gate.example',
    sentryDsn: 'https://public@monitor.gate.example/1',
  },
  turkey: {
    ...common('turkey', 'www.gatetr.example'),
    name: 'Gate TR',
    ogSiteName: 'Gate TR',
    collectId: 'gate-tr',
    authorizedLogin: ['google', 'apple', 'gateio'],
    chatroom: true,
    bigData: true,
    totpName: 'GateTR',
    defaultLang: 'tr',
    languages: ['tr', 'en'],
    hiddenAppDownload: true,
    hiddenGiftBox: true,
    tradingViewExchange: 'GateTR',
    defaultCurrB: 'TRY',
    footer: 'turkey',
    footerTipsCheck: 'footerTipsCheckJsonSvr',
    cdnBase: 'https://static.gatetr.example',
    sentryDsn: 'https://public@monitor.gate.example/177',
  },
  eu: {
    ...common('eu', 'www.gate-eu.example'),
    name: 'Gate EU',
    ogSiteName: 'Gate EU',
    collectId: 'gate-eu',
    authorizedLogin: ['google', 'apple', 'gateio'],
    totpName: 'GateEU',
    defaultLang: 'en-eu',
    languages: ['en-eu', 'it-eu', 'de', 'fr', 'es', 'nl', 'pt'],
    hiddenReferral: true,
    hiddenFloatingMenu: true,
    tradingViewExchange: 'GateEU',
    footer: 'eu-us-japan',
  },
  hk: {
    ...common('hk', 'www.gate-hk.example'),
    name: 'Gate HK',
    ogSiteName: 'Gate HK',
    collectId: 'gate-hk',
    authorizedLogin: ['google', 'apple', 'gateio'],
    totpName: 'GateHK',
    defaultLang: 'en',
    languages: ['en', 'tw', 'zh'],
    hiddenReferral: true,
    hiddenFloatingMenu: true,
    tradingViewExchange: 'GateHK',
    footer: 'hk',
  },
  us: {
    ...common('us', 'www.gate-us.example'),
    name: 'Gate US',
    ogSiteName: 'Gate US',
    collectId: 'gate-us',
    authorizedLogin: ['google', 'apple', 'gateio'],
    totpName: 'GateUS',
    defaultLang: 'en-us',
    languages: ['en-us', 'es'],
    hiddenReferral: true,
    tradingViewExchange: 'GateUS',
    footer: 'eu-us-japan',
  },
  bahamas: {
    ...common('bahamas', 'www.gate-bs.example'),
    name: 'Gate Bahamas',
    ogSiteName: 'Gate Bahamas',
    collectId: 'gate-bs',
    authorizedLogin: ['google', 'metamask', 'apple', 'gateio'],
    totpName: 'GateBS',
    defaultLang: 'en',
    languages: MAIN_LANGUAGES,
    tradingViewExchange: 'GateBS',
    footer: 'main',
  },
  singapore: {
    ...common('singapore', 'www.gate-sg.example'),
    name: 'Gate SG',
    ogSiteName: 'Gate Singapore',
    collectId: 'gate-sg',
    authorizedLogin: ['google', 'apple', 'gateio'],
    totpName: 'GateSG',
    defaultLang: 'en',
    languages: ['en', 'zh', 'tw'],
    hiddenReferral: true,
    tradingViewExchange: 'GateSG',
    footer: 'main',
  },
  uk: {
    ...common('uk', 'www.gate-uk.example'),
    name: 'Gate UK',
    ogSiteName: 'Gate UK',
    collectId: 'gate-uk',
    authorizedLogin: ['google', 'apple', 'gateio'],
    totpName: 'GateUK',
    defaultLang: 'en',
    languages: ['en'],
    hiddenReferral: true,
    hiddenLangAndRate: true,
    tradingViewExchange: 'GateUK',
    footer: 'main',
    footerTipsCheck: 'footerTipsCheckJsonSvr',
  },
  japan: {
    ...common('japan', 'www.gate-jp.example'),
    name: 'Gate Japan',
    ogSiteName: 'Gate Japan',
    collectId: 'gate-jp',
    authorizedLogin: ['google', 'apple', 'gateio'],
    totpName: 'GateJP',
    defaultLang: 'ja',
    languages: ['ja', 'en'],
    hiddenReferral: true,
    tradingViewExchange: 'GateJP',
    footer: 'eu-us-japan',
    copyright: { kind: 'fixed', text: '© Gate Japan Co., Ltd. Crypto-asset exchange service provider.' },
    upcomingRoutes: ['/copytrading', '/strategybot', '/pre-market', '/premint', '/alpha', '/pilot'],
  },
  uae: {
    ...common('uae', 'www.gate-ae.example'),
    name: 'Gate UAE',
    ogSiteName: 'Gate UAE',
    collectId: 'gate-ae',
    authorizedLogin: ['google', 'apple', 'gateio'],
    totpName: 'GateAE',
    defaultLang: 'en',
    languages: ['en', 'ar'],
    hiddenReferral: true,
    tradingViewExchange: 'GateAE',
    footer: 'main',
  },
  testnet: {
    ...common('testnet', 'testnet.gate.example'),
    name: 'Gate Testnet',
    ogSiteName: 'Gate Testnet',
    collectId: 'gate-testnet',
    authorizedLogin: ['gateio'],
    totpName: 'GateTestnet',
    defaultLang: 'en',
    languages: ['en', 'zh'],
    hiddenAppDownload: true,
    hiddenNotification: true,
    hiddenReferral: true,
    tradingViewExchange: 'GateTestnet',
    footer: 'main',
  },
} satisfies Record<SiteKey, SiteConfig>;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Every sub-site, in the order spec 2 §9 lists them. Validated by `validateSiteRegistry`
 * when an app is built (tools/vite) and in the unit tests, not in the browser: a bad entry fails
 * the build naming site and field instead of crashing every visitor's page, and the schema stays
 * out of the first load.
 */
export const SITE_LIST: readonly SiteConfig[] = deepFreeze(SITE_KEYS.map((key) => SITE_ENTRIES[key]));

/** Every sub-site by key (frozen). */
export const SITES: Readonly<Record<SiteKey, SiteConfig>> = Object.freeze(
  Object.fromEntries(SITE_LIST.map((site) => [site.key, site])) as Record<SiteKey, SiteConfig>,
);

/** True when `value` is one of the eleven site keys. */
export function isSiteKey(value: unknown): value is SiteKey {
  return typeof value === 'string' && (SITE_KEYS as readonly string[]).includes(value);
}

/**
 * The site for a key, with the deployment's runtime values (CDN base, monitoring DSN, ws hosts)
 * over the registry's; throws for a string that is not a site key (a build misconfiguration).
 */
export function getSite(key: SiteKey): SiteConfig {
  if (!isSiteKey(key)) throw new Error(`Unknown site key "${String(key)}"`);
  return withRuntimeEnv(SITES[key]);
}

/** Spec 2 §2: the desktop footer copyright line (Japan: fixed company line; others: site name and year). */
export function formatCopyright(site: SiteConfig, year: number): string {
  return site.copyright.kind === 'fixed' ? site.copyright.text : `© ${year} ${site.name}`;
}
