/** @jest-environment node */
import { isAndroidUserAgent, isNativeAppUserAgent } from './native-app';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('native app and Android detection for the app-download banner', () => {
  it('recognises the app webview by its user-agent marker', () => {
    expect(isNativeAppUserAgent(`${ANDROID_CHROME} GateApp/android/658020`)).toBe(true);
    expect(isNativeAppUserAgent('Mozilla/5.0 (iPhone) GateApp/ios/202504080001')).toBe(true);
  });

  it('treats a plain browser (or no user agent) as the web', () => {
    expect(isNativeAppUserAgent(ANDROID_CHROME)).toBe(false);
    expect(isNativeAppUserAgent(undefined)).toBe(false);
  });

  it('recognises Android phones', () => {
    expect(isAndroidUserAgent(ANDROID_CHROME)).toBe(true);
    expect(isAndroidUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
    expect(isAndroidUserAgent(undefined)).toBe(false);
  });
});
