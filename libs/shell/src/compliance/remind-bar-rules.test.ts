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
  });
  it('IP-limit home only on the home page', () => {
    expect(decideRemindBar({ ...base, pathname: '/', limitUserStatus: LimitUserStatus.LIMIT_HIGH_KYC_USER })).toEqual({ kind: 'ip-limit-home' });
    expect(decideRemindBar({ ...base, limitUserStatus: LimitUserStatus.LIMIT_HIGH_KYC_USER })).toBeNull();
    expect(decideRemindBar({ ...base, pathname: '/', limitUserStatus: LimitUserStatus.NON_LIMIT_HIGH_KYC_USER })).toBeNull();
  });
  it('switch site carries its target; the cookie notice shows until accepted', () => {
    expect(decideRemindBar({ ...base, region: 'NL' })).toEqual({ kind: 'switch-site', switchTo: 'eu' });
    expect(decideRemindBar({ ...base, cookieConsentAt: undefined })).toEqual({ kind: 'cookies' });
  });
});
