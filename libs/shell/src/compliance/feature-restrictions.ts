import { COMPLIANCE_TIPS_PATH } from './constants';

/** One restricted-feature row: the compliance menu code and the site paths that belong to it. */
interface FeatureRestriction {
  /** Code as the compliance check's `menu` lists it. */
  code: string;
  /** Unprefixed site path prefixes (`/futures` matches `/futures` and `/futures/usdt`, not `/futuresx`). */
  prefixes: readonly string[];
}

/**
 * The one table of feature patterns to compliance menu codes (first spec §4). The codes are our
 * decision (the spec does not list them); the embedded backend's `feature-restricted` scenario
 * restricts `futures` and `c2c`, `deposit-restricted` the three deposit-way codes.
 */
const FEATURE_RESTRICTIONS: readonly FeatureRestriction[] = [
  { code: 'futures', prefixes: ['/futures', '/futures-delivery'] },
  { code: 'options', prefixes: ['/options'] },
  // Spec 1 §2 names `fiat_trade` as the C2C trade entry's restriction code; `c2c` stays for the backend's scenario.
  { code: 'fiat_trade', prefixes: ['/c2c'] },
  { code: 'c2c', prefixes: ['/c2c'] },
  { code: 'margin', prefixes: ['/margin-trade'] },
  { code: 'copytrading', prefixes: ['/copytrading'] },
  { code: 'strategybot', prefixes: ['/strategybot'] },
  { code: 'earn', prefixes: ['/simple-earn', '/lend-earn'] },
  { code: 'nft', prefixes: ['/nft'] },
  { code: 'alpha', prefixes: ['/alpha'] },
  { code: 'pilot', prefixes: ['/pilot'] },
  { code: 'credit_paywith_card', prefixes: ['/crypto/buy/with-credit-card'] },
  { code: 'bank_card', prefixes: ['/crypto/buy/with-bank-account'] },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The menu codes whose feature the (unprefixed) path belongs to. */
export function featureCodesForPath(pathname: string): string[] {
  return FEATURE_RESTRICTIONS.filter((row) => row.prefixes.some((prefix) => matchesPrefix(pathname, prefix))).map(
    (row) => row.code,
  );
}

/** What the compliance redirect rule decides for one page. */
export type ComplianceRouteDecision =
  | { kind: 'none' }
  | { kind: 'redirect'; to: string }
  | { kind: 'tips'; code: string };

/** Inputs of {@link decideComplianceRoute}. */
export interface ComplianceRouteInput {
  /** Path without the language prefix. */
  pathname: string;
  /** `limit.limit_country`: non-empty sends every page to the tips page. */
  limitCountry: string;
  /** Restricted feature codes (`menu`). */
  menu: readonly string[];
  /** `limit.is_show_compliance_tips`. */
  showComplianceTips: boolean;
  /** The feature rule applies on the main site only. */
  isMainSite: boolean;
}

/**
 * First spec §4 "Compliance redirect": `limit_country` set sends the user to
 * /state_compliance_tips; on the main site a page of a restricted feature shows a tips bar when
 * `is_show_compliance_tips` is set, otherwise redirects there. The tips page itself never
 * redirects (no loop).
 */
export function decideComplianceRoute(input: ComplianceRouteInput): ComplianceRouteDecision {
  if (matchesPrefix(input.pathname, COMPLIANCE_TIPS_PATH)) return { kind: 'none' };
  if (input.limitCountry.trim() !== '') return { kind: 'redirect', to: COMPLIANCE_TIPS_PATH };
  if (!input.isMainSite) return { kind: 'none' };
  const restricted = featureCodesForPath(input.pathname).find((code) => input.menu.includes(code));
  if (restricted === undefined) return { kind: 'none' };
  return input.showComplianceTips ? { kind: 'tips', code: restricted } : { kind: 'redirect', to: COMPLIANCE_TIPS_PATH };
}
