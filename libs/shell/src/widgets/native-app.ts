import { detectNativeApp } from '@exchange/platform';

/** True inside the native app's webview (the platform's `detectNativeApp` recognises its user agent). */
export function isNativeAppUserAgent(userAgent: string | undefined): boolean {
  return detectNativeApp(userAgent) !== undefined;
}

/** True on an Android phone (the banner then offers the APK). */
export function isAndroidUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && /android/i.test(userAgent);
}

/** The page's user agent, or undefined where there is no navigator. */
export function currentUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}
