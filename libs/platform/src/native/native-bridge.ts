/**
 * Native app bridge (second spec §2 "Other", §5 version gates): recognises the app's webview from
 * its user agent, builds deep links to native screens and gates features on the app version.
 *
 * User-agent marker (decision): `GateApp/<android|ios>/<version>`, the version being the Android
 * version code or the iOS build number, e.g. `GateApp/android/658020`, `GateApp/ios/202504080001`.
 */
import { NATIVE_DEEP_LINK_SCHEME, NATIVE_DEEP_LINK_TARGETS, NATIVE_UA_MARKER, NATIVE_VERSION_GATES } from '../constants';
import { logPlatformError } from '../monitoring/log-platform-error';

/** The app a page runs inside. */
export interface NativeAppInfo {
  platform: 'android' | 'ios';
  /** Android version code or iOS build number. */
  version: number;
}

/** A feature with a minimum app version. */
export type VersionGatedFeature = keyof typeof NATIVE_VERSION_GATES;

const UA_PATTERN = new RegExp(`${NATIVE_UA_MARKER}/(android|ios)/(\\d{1,15})(?!\\d)`, 'i');

/** The app info in a user agent, or `undefined` on the plain web. */
export function detectNativeApp(userAgent: string | null | undefined): NativeAppInfo | undefined {
  if (typeof userAgent !== 'string') return undefined;
  const match = UA_PATTERN.exec(userAgent);
  if (!match) return undefined;
  const version = Number(match[2]);
  // Stryker disable next-line ConditionalExpression: the pattern takes at most 15 digits, always a safe integer, so the guard never fires
  if (!Number.isSafeInteger(version)) return undefined;
  return { platform: match[1].toLowerCase() as NativeAppInfo['platform'], version };
}

/** The app this page runs in, read from `navigator.userAgent`; `undefined` on the plain web. */
export function currentNativeApp(): NativeAppInfo | undefined {
  try {
    // Stryker disable next-line OptionalChaining: without navigator the plain read throws, and the catch below answers undefined the same
    return detectNativeApp(globalThis.navigator?.userAgent);
  } catch {
    // A browser that will not tell its user agent is the plain web.
  }
  return undefined;
}

/** True when the app is at least the version the feature needs (second spec §5). */
export function meetsVersionGate(feature: VersionGatedFeature, app: NativeAppInfo | undefined): boolean {
  if (!app) return false;
  const gate = NATIVE_VERSION_GATES[feature];
  return gate !== undefined && app.version >= gate[app.platform];
}

/**
 * Runs `run` when the app meets the feature's version gate, otherwise `fallback` (second spec §5:
 * "otherwise a fallback callback runs"). On the plain web (`app` undefined) the fallback runs.
 * A throwing callback is logged, never rethrown.
 */
export function runWithVersionGate<T>(
  feature: VersionGatedFeature,
  app: NativeAppInfo | undefined,
  run: () => T,
  fallback: () => T,
): T | undefined {
  try {
    return meetsVersionGate(feature, app) ? run() : fallback();
  } catch (error) {
    logPlatformError('native-bridge', error);
    return undefined;
  }
}

type Query = Record<string, string | number | boolean | undefined>;

function link(path: (typeof NATIVE_DEEP_LINK_TARGETS)[number], query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${NATIVE_DEEP_LINK_SCHEME}${path}${search ? `?${search}` : ''}`;
}

/**
 * Deep links to native screens (second spec §2: trade home, futures home, KYC home, strategy home,
 * memebox home, pilot home, web activity wrapper, login/signup activity, main app). Paths are a
 * decision recorded in docs/parts/platform-decisions.md.
 */
export const deepLinks = {
  tradeHome: (pair?: string) => link('trade', { pair }),
  futuresHome: (contract?: string, settle?: string) => link('futures', { contract, settle: settle?.toLowerCase() }),
  kycHome: () => link('kyc'),
  strategyHome: () => link('strategy'),
  memeboxHome: (token?: string) => link('memebox', { token }),
  pilotHome: () => link('pilot'),
  /** Opens `url` in the app's web activity (title bar, optional no-intercept flag). */
  webActivity: (url: string, options: { title?: string; disableIntercept?: boolean } = {}) =>
    link('web', { url, title: options.title, disable_intercept: options.disableIntercept ? 1 : undefined }),
  login: () => link('login'),
  signup: (query: { ref_uid?: string; ch?: string } = {}) => link('signup', query),
  mainApp: () => link('main'),
} as const;

