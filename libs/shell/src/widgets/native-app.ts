import { NATIVE_UA_MARKER } from '../platform/constants';

/**
 * True inside the native app's webview: its user agent carries the app marker
 * (`GateApp/<platform>/<version>`, the platform's decision).
 */
export function isNativeAppUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.includes(NATIVE_UA_MARKER);
}

/** True on an Android phone (the banner then offers the APK). */
export function isAndroidUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && /android/i.test(userAgent);
}

/** The page's user agent, or undefined where there is no navigator. */
export function currentUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}
