/**
 * Every number and fixed string the platform uses, named once and spelled as the spec spells it
 * (second spec §5, §9). Values the spec leaves "not shown" are decisions recorded in
 * docs/parts/platform-decisions.md.
 */

/** Local database version (second spec §9). */
export const LOCAL_DB_VERSION = 1672531;
/** Decision: the database name (spec: "name not shown"). */
export const LOCAL_DB_NAME = 'exchange-web';
/** Decision: object store for translation bundles. */
export const LOCAL_DB_STORE_TRANSLATIONS = 'translations';
/** Decision: object store for chart history. */
export const LOCAL_DB_STORE_CHART_HISTORY = 'chart-history';

/** Native version gates (second spec §5): android version code / ios build number. */
export const NATIVE_VERSION_GATES = {
  alpha: { android: 658020, ios: 202504080001 },
  pilot: { android: 636000, ios: 202410300001 },
  imageShare: { android: 653000, ios: 202503100001 },
} as const;

/** Decision: the user-agent marker of the native app webview, `GateApp/<platform>/<version>`. */
export const NATIVE_UA_MARKER = 'GateApp';
/** Decision: the custom URL scheme of the native app's deep links. */
export const NATIVE_DEEP_LINK_SCHEME = 'gateio://';
/** Decision: the native screens a deep link may open (`gateio://<target>`, native-bridge's deepLinks). */
export const NATIVE_DEEP_LINK_TARGETS = ['trade', 'futures', 'kyc', 'strategy', 'memebox', 'pilot', 'web', 'login', 'signup', 'main'] as const;
/** Decision: the deep-link target that opens a page in the app's web view (its `url` stays on the site). */
export const NATIVE_WEB_VIEW_TARGET = 'web';

/** Decision: micro-app container element ids (spec: hidden containers exist). */
export const MICRO_APP_CONTAINER_IDS = {
  fundsTransfer: 'micro-app-funds-transfer',
  letterOrientation: 'micro-app-letter-orientation',
} as const;

/** Decision: the service worker script path under the homepage public javascript path. */
export const SERVICE_WORKER_SCRIPT = '/js/homepage/sw.js';
/** Decision: the Trusted Types policy that signs the service worker's script URL (and nothing else). */
export const SERVICE_WORKER_POLICY = 'exchange-service-worker';
/** Decision: the scope the service worker controls. */
export const SERVICE_WORKER_SCOPE = '/';

/**
 * The webview's disable-intercept flag (spec 2 §2: growth tab switches inside the app add a title
 * and this flag): a link carrying it loads in the webview instead of a native screen.
 */
export const WEBVIEW_DISABLE_INTERCEPT = { param: 'disable_intercept', value: '1' } as const;
