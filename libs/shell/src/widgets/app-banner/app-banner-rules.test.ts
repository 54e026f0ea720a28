/** @jest-environment node */
import type { PageDownloadLinks } from '@exchange/api';
import { appBannerTarget } from './app-banner-target';
import { downloadLinkForPath, isAppBannerExcludedPath, pathStartsWith, shouldShowAppBanner, type AppBannerInput } from './app-banner-rules';

const visible: AppBannerInput = {
  viewportWidth: 390,
  siteKey: 'main',
  isUkLimited: false,
  hiddenAppDownload: false,
  pathname: '/',
  isNativeApp: false,
  closedByUser: false,
};

describe('shouldShowAppBanner', () => {
  it('shows when every condition holds', () => {
    expect(shouldShowAppBanner(visible)).toBe(true);
  });

  it('shows under 768 px only: 767 yes, 768 no', () => {
    expect(shouldShowAppBanner({ ...visible, viewportWidth: 767 })).toBe(true);
    expect(shouldShowAppBanner({ ...visible, viewportWidth: 768 })).toBe(false);
    expect(shouldShowAppBanner({ ...visible, viewportWidth: 1280 })).toBe(false);
  });

  it.each(['turkey', 'eu', 'us', 'hk', 'japan', 'uk'] as const)('never shows on the %s site', (siteKey) => {
    expect(shouldShowAppBanner({ ...visible, siteKey })).toBe(false);
  });

  it('never shows to UK-limited users, when the site config hides it, inside the native app, or once closed', () => {
    expect(shouldShowAppBanner({ ...visible, isUkLimited: true })).toBe(false);
    expect(shouldShowAppBanner({ ...visible, hiddenAppDownload: true })).toBe(false);
    expect(shouldShowAppBanner({ ...visible, isNativeApp: true })).toBe(false);
    expect(shouldShowAppBanner({ ...visible, closedByUser: true })).toBe(false);
  });

  it.each([
    '/login',
    '/login/reset',
    '/vip',
    '/vip/benefits',
    '/trade',
    '/trade/BTC_USDT',
    '/futures-delivery',
    '/futures-delivery/USDT',
    '/options',
    '/options/BTC',
    '/appdownload',
    '/myaccount/profile/passkey-manager',
  ])('never shows on %s', (pathname) => {
    expect(isAppBannerExcludedPath(pathname)).toBe(true);
    expect(shouldShowAppBanner({ ...visible, pathname })).toBe(false);
  });

  it.each(['/', '/futures/USDT/BTC_USDT', '/markets', '/myaccount/profile', '/signup', '/tradeview', '/price/bitcoin'])(
    'shows on %s',
    (pathname) => {
      expect(isAppBannerExcludedPath(pathname)).toBe(false);
      expect(shouldShowAppBanner({ ...visible, pathname })).toBe(true);
    },
  );
});

const links: PageDownloadLinks = {
  pages: {
    '/': { h5: { c: 'h5_home' }, web: { c: 'web_home' } },
    '/futures': { h5: { c: 'h5_futures' }, web: { c: 'web_futures' } },
    '/futures/USDT': { h5: { c: 'h5_futures_usdt' }, web: { c: 'web_futures_usdt' } },
  },
  china_apk: 'https://download.gate.example/cn.apk',
  overseas_apk: 'https://download.gate.example/global.apk',
};

describe('pathStartsWith', () => {
  it('matches the path itself or one under it, never a longer name', () => {
    expect(pathStartsWith('/trade', '/trade')).toBe(true);
    expect(pathStartsWith('/trade/BTC_USDT', '/trade')).toBe(true);
    expect(pathStartsWith('/trades', '/trade')).toBe(false);
  });
  it('takes a prefix ending in a slash as the folder it names', () => {
    expect(pathStartsWith('/auth/callback', '/auth/')).toBe(true);
    expect(pathStartsWith('/auth/', '/auth/')).toBe(true);
    expect(pathStartsWith('/authx', '/auth/')).toBe(false);
  });
});

describe('downloadLinkForPath', () => {
  it('takes the exact path, else the longest configured path above it, else the home entry', () => {
    expect(downloadLinkForPath(links, '/futures')?.h5.c).toBe('h5_futures');
    expect(downloadLinkForPath(links, '/futures/USDT/BTC_USDT')?.h5.c).toBe('h5_futures_usdt');
    expect(downloadLinkForPath(links, '/futures/BTC')?.h5.c).toBe('h5_futures');
    expect(downloadLinkForPath(links, '/markets')?.h5.c).toBe('h5_home');
    expect(downloadLinkForPath({ ...links, pages: {} }, '/markets')).toBeUndefined();
  });
});

describe('appBannerTarget', () => {
  const input = { pathname: '/', appDownloadPath: '/appdownload', isAndroid: false, locale: 'en', origin: 'https://www.gate.example' };
  it('sends phones to the download page with the page h5 channel', () => {
    expect(appBannerTarget(links, input)).toEqual({ href: '/appdownload?ch=h5_home', channel: 'h5_home' });
    expect(appBannerTarget({ ...links, pages: {} }, input)).toEqual({ href: '/appdownload', channel: '' });
  });
  it('gives Android the overseas APK, or the China APK for Chinese locales', () => {
    expect(appBannerTarget(links, { ...input, isAndroid: true }).href).toBe('https://download.gate.example/global.apk');
    expect(appBannerTarget(links, { ...input, isAndroid: true, locale: 'zh-tw' }).href).toBe('https://download.gate.example/cn.apk');
    expect(appBannerTarget({ ...links, overseas_apk: '' }, { ...input, isAndroid: true }).href).toBe('/appdownload?ch=h5_home');
  });
  it('never gives an APK URL off the app-download hosts: the download page instead', () => {
    for (const apk of ['https://evil.example/app.apk', 'javascript:alert(1)', '//evil.example/app.apk', 'http://download.gate.example/app.apk']) {
      expect(appBannerTarget({ ...links, overseas_apk: apk }, { ...input, isAndroid: true }).href).toBe('/appdownload?ch=h5_home');
    }
  });
});
