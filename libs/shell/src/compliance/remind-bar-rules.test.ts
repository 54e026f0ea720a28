import { LimitUserStatus } from '@exchange/api';
import { decideRemindBar, regionOfLanguageTag, switchSiteTarget, type RemindBarInput } from './remind-bar-rules';

const base: RemindBarInput = {
  loggedIn: true,
  siteKey: 'main',
  pathname: '/trade',
  isWithdrawOnly: false,
  isBlockedCountry: false,
  limitUserStatus: null,
  region: 'US',
  cookieConsentAt: 1,
  dismissed: [],
};

describe('switch site', () => {
  it('main to EU for EU readers, EU to main and US to main for readers outside', () => {
    expect(switchSiteTarget('main', 'DE')).toBe('eu');
    expect(switchSiteTarget('main', 'US')).toBeNull();
    expect(switchSiteTarget('eu', 'US')).toBe('main');
    expect(switchSiteTarget('eu', 'FR')).toBeNull();
    expect(switchSiteTarget('us', 'GB')).toBe('main');
    expect(switchSiteTarget('us', 'US')).toBeNull();
    expect(switchSiteTarget('turkey', 'DE')).toBeNull();
    expect(switchSiteTarget('main', undefined)).toBeNull();
  });
  it('suggests nothing on any site when the reader\'s region is unknown', () => {
    for (const site of ['main', 'eu', 'us']) {
      expect(switchSiteTarget(site, undefined)).toBeNull();
      expect(switchSiteTarget(site, '')).toBeNull();
    }
  });
  it('counts the 27 EU member states as the EU, and no neighbour outside it', () => {
    const members = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
    expect(new Set(members).size).toBe(27);
    for (const region of members) {
      expect([region, switchSiteTarget('main', region), switchSiteTarget('eu', region)]).toEqual([region, 'eu', null]);
    }
    for (const region of ['GB', 'CH', 'NO', 'IS', 'TR', 'UA', 'RS', 'AL']) {
      expect([region, switchSiteTarget('main', region), switchSiteTarget('eu', region)]).toEqual([region, null, 'main']);
    }
  });
  it('reads the region of a language tag', () => {
    expect(regionOfLanguageTag('de-DE')).toBe('DE');
    expect(regionOfLanguageTag('en')).toBeUndefined();
    expect(regionOfLanguageTag('%%')).toBeUndefined();
  });
});

describe('decideRemindBar', () => {
  it('shows nothing when no flag is raised', () => {
    expect(decideRemindBar(base)).toBeNull();
  });
  it('shows one bar at a time, restrictions first', () => {
    expect(decideRemindBar({ ...base, isWithdrawOnly: true, isBlockedCountry: true, cookieConsentAt: undefined })).toEqual({ kind: 'withdraw-only' });
    expect(decideRemindBar({ ...base, isBlockedCountry: true, cookieConsentAt: undefined })).toEqual({ kind: 'prohibited-countries' });
  });
  it('closing one reveals the next flagged bar', () => {
    expect(decideRemindBar({ ...base, isWithdrawOnly: true, cookieConsentAt: undefined, dismissed: ['withdraw-only'] })).toEqual({ kind: 'cookies' });
    expect(decideRemindBar({ ...base, isWithdrawOnly: true, dismissed: ['withdraw-only'] })).toBeNull();
  });
  it('visitor IP limit only for visitors with LIMIT_VISITOR', () => {
    expect(decideRemindBar({ ...base, loggedIn: false, limitUserStatus: LimitUserStatus.LIMIT_VISITOR })).toEqual({ kind: 'visitor-ip-limit' });
    expect(decideRemindBar({ ...base, loggedIn: true, limitUserStatus: LimitUserStatus.LIMIT_VISITOR })).toBeNull();
    expect(decideRemindBar({ ...base, loggedIn: false, limitUserStatus: LimitUserStatus.LIMIT_LOW_KYC_USER })).toBeNull();
    expect(decideRemindBar({ ...base, loggedIn: false, limitUserStatus: null })).toBeNull();
  });
  it('withdraw-only only for a logged-in user', () => {
    expect(decideRemindBar({ ...base, loggedIn: false, isWithdrawOnly: true })).toBeNull();
  });
  it('IP-limit home only on the home page', () => {
    expect(decideRemindBar({ ...base, pathname: '/', limitUserStatus: LimitUserStatus.LIMIT_HIGH_KYC_USER })).toEqual({ kind: 'ip-limit-home' });
    expect(decideRemindBar({ ...base, limitUserStatus: LimitUserStatus.LIMIT_HIGH_KYC_USER })).toBeNull();
    expect(decideRemindBar({ ...base, pathname: '/', limitUserStatus: LimitUserStatus.NON_LIMIT_HIGH_KYC_USER })).toBeNull();
    expect(decideRemindBar({ ...base, pathname: '/', limitUserStatus: LimitUserStatus.LIMIT_LOW_KYC_USER })).toEqual({ kind: 'ip-limit-home' });
    expect(decideRemindBar({ ...base, pathname: '/', limitUserStatus: LimitUserStatus.LIMIT_VISITOR })).toBeNull();
  });
  it('switch site carries its target; the cookie notice shows until accepted', () => {
    expect(decideRemindBar({ ...base, region: 'NL' })).toEqual({ kind: 'switch-site', switchTo: 'eu' });
    expect(decideRemindBar({ ...base, cookieConsentAt: undefined })).toEqual({ kind: 'cookies' });
  });
  it('a bar shown before the switch-site bar carries no switch target', () => {
    expect(decideRemindBar({ ...base, region: 'NL', isWithdrawOnly: true })).toStrictEqual({ kind: 'withdraw-only' });
    expect(decideRemindBar({ ...base, region: 'NL', dismissed: ['switch-site'], cookieConsentAt: undefined })).toStrictEqual({ kind: 'cookies' });
  });
  it('follows the order visitor IP limit, IP-limit home, switch site, cookie notice', () => {
    const all: RemindBarInput = { ...base, loggedIn: false, pathname: '/', limitUserStatus: LimitUserStatus.LIMIT_VISITOR, region: 'NL', cookieConsentAt: undefined };
    expect(decideRemindBar(all)).toEqual({ kind: 'visitor-ip-limit' });
    expect(decideRemindBar({ ...all, dismissed: ['visitor-ip-limit'] })).toEqual({ kind: 'switch-site', switchTo: 'eu' });
    expect(decideRemindBar({ ...all, loggedIn: true, limitUserStatus: LimitUserStatus.LIMIT_HIGH_KYC_USER })).toEqual({ kind: 'ip-limit-home' });
    expect(decideRemindBar({ ...all, dismissed: ['visitor-ip-limit', 'switch-site'] })).toEqual({ kind: 'cookies' });
  });
});
