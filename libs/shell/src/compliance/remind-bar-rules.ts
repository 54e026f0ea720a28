import { LimitUserStatus } from '@exchange/api';

/**
 * The bottom remind bar (first spec §4): one bar at a time, chosen by flag. What raises each
 * flag and their priority are decisions (docs/parts/compliance-decisions.md): restrictions
 * first, then the site switch, the cookie notice last.
 */
const REMIND_BAR_ORDER = [
  'withdraw-only',
  'prohibited-countries',
  'visitor-ip-limit',
  'ip-limit-home',
  'switch-site',
  'cookies',
] as const;
/** One remind bar. */
export type RemindBarKind = (typeof REMIND_BAR_ORDER)[number];

/** Sites the switch-site bar may point at. */
export type SwitchSiteTarget = 'eu' | 'main';

/** Decision: ISO region codes counted as the EU for the switch-site bar (the 27 member states). */
const EU_REGIONS: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

/** Region of a BCP 47 tag (`de-DE` gives `DE`); `undefined` without a region. */
export function regionOfLanguageTag(tag: string | undefined): string | undefined {
  try {
    return new Intl.Locale(String(tag)).region;
  } catch {
    // An empty or malformed tag has no region.
  }
  return undefined;
}

/**
 * Switch site (first spec §4): main to EU for a reader in the EU, EU to main for a reader outside
 * it, US to main for a reader outside the US. The reader's region comes from the browser's
 * language tag (decision); unknown regions suggest nothing.
 */
export function switchSiteTarget(siteKey: string, region: string | undefined): SwitchSiteTarget | null {
  if (!region) return null;
  const inEu = EU_REGIONS.includes(region);
  if (siteKey === 'main') return inEu ? 'eu' : null;
  if (siteKey === 'eu') return inEu ? null : 'main';
  if (siteKey === 'us') return region === 'US' ? null : 'main';
  return null;
}

/** Everything {@link decideRemindBar} reads. */
export interface RemindBarInput {
  loggedIn: boolean;
  siteKey: string;
  /** Path without the language prefix. */
  pathname: string;
  isWithdrawOnly: boolean;
  isBlockedCountry: boolean;
  limitUserStatus: LimitUserStatus | null;
  /** Region of the reader's browser language (e.g. `DE`). */
  region: string | undefined;
  /** Time the cookie notice was accepted, if ever. */
  cookieConsentAt: number | undefined;
  /** Bars closed this session. */
  dismissed: readonly RemindBarKind[];
}

/** The bar to show, with the switch target when it is the switch-site bar; `null` for none. */
export type RemindBarDecision = { kind: RemindBarKind; switchTo?: SwitchSiteTarget } | null;

/** First flagged bar not closed this session. */
export function decideRemindBar(input: RemindBarInput): RemindBarDecision {
  const switchTo = switchSiteTarget(input.siteKey, input.region);
  const flags: Record<RemindBarKind, boolean> = {
    'withdraw-only': input.loggedIn && input.isWithdrawOnly,
    'prohibited-countries': input.isBlockedCountry,
    'visitor-ip-limit': !input.loggedIn && input.limitUserStatus === LimitUserStatus.LIMIT_VISITOR,
    'ip-limit-home':
      input.pathname === '/' &&
      (input.limitUserStatus === LimitUserStatus.LIMIT_HIGH_KYC_USER ||
        input.limitUserStatus === LimitUserStatus.LIMIT_LOW_KYC_USER),
    'switch-site': switchTo !== null,
    cookies: input.cookieConsentAt === undefined,
  };
  const kind = REMIND_BAR_ORDER.find((k) => flags[k] && !input.dismissed.includes(k));
  if (!kind) return null;
  return kind === 'switch-site' && switchTo ? { kind, switchTo } : { kind };
}
