import { dropCookiesOutsideGrammar, readCookie, registeredCookieWriters } from '@exchange/platform';
import { checkWith } from '../testing/compliance-test-state';
import { readStoredComplianceTimes, storeConfirmation, storeKycUpgradeShown, storeRiskUserShown } from './compliance-storage';

/**
 * The compliance cookies' lifetimes (first spec §9), read from the `expires` attribute each write
 * hands the browser: jsdom's cookie jar ignores a fake clock, so reading the cookie back later
 * cannot show how long it lasts.
 */
// Far ahead of any real clock, so the jar (which expires by the real one) keeps what is written.
const NOW = Date.UTC(2099, 5, 1, 8, 0, 0);
const HOUR = 60 * 60 * 1000;

let writes: string[];

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  writes = [];
  const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
  jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    setter.call(this, value);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** How long after NOW the write of cookie `name` expires, in ms. */
function lifetimeOf(name: string): number {
  const write = writes.find((w) => w.startsWith(`${name}=`));
  expect(write).toBeDefined();
  const expires = /;\s*expires=([^;]+)/i.exec(write!)?.[1];
  expect(expires).toBeDefined();
  return Date.parse(expires!) - NOW;
}

describe('KYC-upgrade notice cookie', () => {
  it('holds the showing time and lasts 12 hours', () => {
    storeKycUpgradeShown(NOW);
    expect(writes.find((w) => w.startsWith('kyc_upgrade_notice_at='))).toMatch(new RegExp(`^kyc_upgrade_notice_at=${NOW};`));
    expect(lifetimeOf('kyc_upgrade_notice_at')).toBe(12 * HOUR);
  });
});

describe('risk-user cookie', () => {
  const kyc = (edit: { key?: string; hours: number }) =>
    checkWith((c) => {
      c.toast.kyc_toast.risk_user_guide_cookie_key = edit.key ?? '';
      c.toast.kyc_toast.risk_user_guide_frequency = edit.hours;
    }).toast.kyc_toast;

  it('lasts the frequency in hours, under the name the server gives', () => {
    storeRiskUserShown(kyc({ key: 'risk_guide_9', hours: 5 }), NOW);
    expect(lifetimeOf('risk_guide_9')).toBe(5 * HOUR);
    expect(readStoredComplianceTimes(kyc({ key: 'risk_guide_9', hours: 5 })).riskUser).toBe(NOW);
  });

  it('falls back to its own name when the server names none, or one that is no cookie name', () => {
    storeRiskUserShown(kyc({ hours: 1 }), NOW);
    expect(lifetimeOf('risk_user_guide_at')).toBe(HOUR);
    writes = [];
    storeRiskUserShown(kyc({ key: 'a b;c', hours: 2 }), NOW);
    expect(lifetimeOf('risk_user_guide_at')).toBe(2 * HOUR);
    writes = [];
    storeRiskUserShown(kyc({ key: 'x'.repeat(65), hours: 2 }), NOW);
    expect(lifetimeOf('risk_user_guide_at')).toBe(2 * HOUR);
    writes = [];
    storeRiskUserShown(kyc({ key: 'x'.repeat(64), hours: 2 }), NOW);
    expect(lifetimeOf('x'.repeat(64))).toBe(2 * HOUR);
  });

  it('is named by the server without the whitespace around the name it sends', () => {
    storeRiskUserShown(kyc({ key: ' risk_guide_7\t', hours: 3 }), NOW);
    expect(lifetimeOf('risk_guide_7')).toBe(3 * HOUR);
    expect(readStoredComplianceTimes(kyc({ key: ' risk_guide_7\t', hours: 3 })).riskUser).toBe(NOW);
  });

  it('counts in the cookie budget at the longest name the server may give it (64 characters)', () => {
    storeRiskUserShown(kyc({ key: 'y'.repeat(64), hours: 1 }), NOW);
    expect(lifetimeOf('y'.repeat(64))).toBe(HOUR);
    // The registry's bound on a server-given name is what the cookie-budget test sets it at.
    const writer = registeredCookieWriters().find((w) => w.name === 'risk_user_guide_at');
    expect(writer?.serverNamed?.maxLength).toBeGreaterThanOrEqual(64);
  });

  it('is not written at frequency 0 (the dialog shows on every visit)', () => {
    storeRiskUserShown(kyc({ key: 'risk_guide_9', hours: 0 }), NOW);
    expect(writes).toEqual([]);
  });
});

describe('compliance confirmations in local storage', () => {
  it('hold the confirmation time of each country dialog, read back as that dialog\'s time', () => {
    storeConfirmation('netherlands', NOW - 1);
    storeConfirmation('hk', NOW - 2);
    storeConfirmation('uzbekistan', NOW - 3);
    storeConfirmation('uzbekistanAssets', NOW - 4);
    const times = readStoredComplianceTimes(checkWith().toast.kyc_toast);
    expect([times.netherlands, times.hk, times.uzbekistan, times.uzbekistanAssets]).toEqual([NOW - 1, NOW - 2, NOW - 3, NOW - 4]);
  });
});

describe('compliance cookies after load', () => {
  // A dropped cookie is removed by a write that expires it by the clock, which the jar reads as the real one.
  beforeEach(() => jest.useRealTimers());
  afterEach(() => {
    for (const name of ['kyc_upgrade_notice_at', 'cookie_consent_at', 'uid', 'nickname']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it.each(['x1700000000000', '1700000000000x', '17000 00000000'])('drops a compliance cookie whose value is no bare epoch-ms time: %j', (value) => {
    document.cookie = `kyc_upgrade_notice_at=${value}; path=/`;
    document.cookie = 'cookie_consent_at=1700000000000; path=/';
    expect(dropCookiesOutsideGrammar()).toEqual(['kyc_upgrade_notice_at']);
    expect(readCookie('kyc_upgrade_notice_at')).toBeUndefined();
    expect(readCookie('cookie_consent_at')).toBe('1700000000000');
  });

  it('keeps the login cookies: the risk-user cookie claims no other cookie by its name', () => {
    document.cookie = 'uid=12345; path=/';
    document.cookie = 'nickname=alice; path=/';
    expect(dropCookiesOutsideGrammar()).toEqual([]);
    expect([readCookie('uid'), readCookie('nickname')]).toEqual(['12345', 'alice']);
  });
});
