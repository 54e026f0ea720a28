import './zod-setup';
import { z } from 'zod/mini';
import { FOOTER_KINDS, LOCALE_CODES, LOGIN_METHODS, SITE_IDS, SITE_KEYS, SITE_LANGUAGE_EXTRAS } from './constants';

/** Key of one sub-site (spec 2 §9). */
export type SiteKey = (typeof SITE_KEYS)[number];
/** One of the 21 locale site codes (spec 2 §9). */
export type LocaleCode = (typeof LOCALE_CODES)[number];

const sitePath = z.string().check(z.regex(/^\/[^\s]*$/, 'must be a same-origin path starting with "/"'));
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const wssUrl = z.url({ protocol: /^wss$/, error: 'must be a wss URL' });
const pathOrHttps = z.union([sitePath, httpsUrl], { error: 'must be a path starting with "/" or an https URL' });
const emptyOr = <T extends z.ZodMiniType>(schema: T) => z.union([z.literal(''), schema]);
const hostName = z.string().check(z.regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a lower-case host name'));
const uniqueList = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.refine((list) => new Set(list).size === list.length, 'must not repeat an entry'));

/**
 * The shape of one sub-site config: the spec 2 §3 fields plus what the apps need (languages,
 * footer, CDN base, monitoring DSN, copyright rule, upcoming routes). Strict: an unknown field
 * is a typo and fails validation.
 */
const siteConfigSchema = z.strictObject({
  id: z.number().check(z.int(), z.nonnegative()),
  key: z.enum(SITE_KEYS),
  name: z.string().check(z.minLength(1)),
  ogSiteName: z.string().check(z.minLength(1)),
  /** Public origin of the site (used by site switching and the Turkey chooser). */
  origin: httpsUrl,
  collectId: z.string().check(z.minLength(1)),
  /** Google tag id; empty turns the tag off. */
  gtagId: emptyOr(z.string().check(z.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXX'))),
  logo: z.strictObject({ light: sitePath, night: sitePath }),
  ws: z.strictObject({ spot: wssUrl, futures: wssUrl }),
  authorizedLogin: uniqueList(z.enum(LOGIN_METHODS)),
  chatroom: z.boolean(),
  bigData: z.boolean(),
  contacts: z.strictObject({ support: z.email(), business: z.email() }),
  docs: z.strictObject({
    agreement: pathOrHttps,
    privacy_policy: pathOrHttps,
    risk_disclosure: pathOrHttps,
    licenses: pathOrHttps,
  }),
  totpName: z.string().check(z.minLength(1)),
  antiPhishingDomains: uniqueList(hostName).check(z.minLength(1)),
  defaultLang: z.enum(LOCALE_CODES),
  /** The site's own language list (site codes); `getSiteLanguages` adds the spec's extras. */
  languages: uniqueList(z.enum(LOCALE_CODES)).check(z.minLength(1)),
  hiddenAppDownload: z.boolean(),
  hiddenNotification: z.boolean(),
  hiddenFooterSignup: z.boolean(),
  hiddenReferral: z.boolean(),
  hiddenThemeSwitch: z.boolean(),
  hiddenLangAndRate: z.boolean(),
  /** Spec 2 §2: the footer floating download menu is hidden on Hong Kong and EU sites. */
  hiddenFloatingMenu: z.boolean(),
  /** Spec 2 §2: the floating menu's gift box is hidden on Turkey. */
  hiddenGiftBox: z.boolean(),
  tradingViewExchange: z.string().check(z.minLength(1)),
  /** Turkey's default quote currency for trading. */
  defaultCurrB: z.optional(z.string().check(z.regex(/^[A-Z]{2,10}$/, 'must be an upper-case currency code'))),
  footer: z.enum(FOOTER_KINDS),
  /** Spec 1 §7: which footer-tips call the site uses (an `API_PATHS` name in @exchange/api). */
  footerTipsCheck: z.enum(['footerTipsCheckJsonSvr', 'footerTipsCheckKyc']),
  /** Translation/static CDN base without trailing slash; empty means load from the origin. */
  cdnBase: emptyOr(httpsUrl.check(z.refine((url) => !url.endsWith('/'), 'must not end with "/"'))),
  /** Monitoring DSN; empty turns monitoring off. */
  sentryDsn: emptyOr(httpsUrl),
  copyright: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('fixed'), text: z.string().check(z.minLength(1)) }),
    z.strictObject({ kind: z.literal('site-name-year') }),
  ]),
  /** Routes (unprefixed) that open the "Stay tuned!" upcoming-feature modal on this site. */
  upcomingRoutes: uniqueList(sitePath),
});

/** One validated sub-site config. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;

function keyOf(entry: unknown, index: number): string {
  const key = typeof entry === 'object' && entry !== null ? (entry as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key !== '' ? key : `#${index}`;
}

function fail(key: string, field: string, message: string): never {
  throw new Error(`site "${key}": field "${field}" ${message}`);
}

/**
 * Validates registry entries and returns them typed. Throws on the first problem with a message
 * naming the site key and the field, e.g. `site "eu": field "id" must be 106 ...`. Besides the
 * shape, it checks that each id is the spec's id for its key, that keys and ids are unique, and
 * that the default language is in the site's language list (extras included).
 */
export function validateSiteRegistry(entries: readonly unknown[]): SiteConfig[] {
  const seenKeys = new Set<string>();
  const seenIds = new Set<number>();
  return entries.map((entry, index) => {
    const key = keyOf(entry, index);
    const parsed = siteConfigSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // An unknown field has no path of its own: name the field itself.
      const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
      fail(key, path.map(String).join('.') || '(entry)', issue.message);
    }
    const site = parsed.data;
    const specId = SITE_IDS[site.key];
    if (site.id !== specId) fail(key, 'id', `must be ${specId} (the spec's id for "${site.key}"), got ${site.id}`);
    if (seenKeys.has(site.key)) fail(key, 'key', 'is used by another entry');
    if (seenIds.has(site.id)) fail(key, 'id', `${site.id} is used by another entry`);
    seenKeys.add(site.key);
    seenIds.add(site.id);
    const extras: readonly string[] = site.key in SITE_LANGUAGE_EXTRAS ? SITE_LANGUAGE_EXTRAS[site.key as keyof typeof SITE_LANGUAGE_EXTRAS] : [];
    if (!site.languages.includes(site.defaultLang) && !extras.includes(site.defaultLang)) {
      fail(key, 'defaultLang', `"${site.defaultLang}" is not in the site's languages`);
    }
    return site;
  });
}
