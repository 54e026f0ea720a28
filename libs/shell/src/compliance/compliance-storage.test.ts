import { checkWith } from '../testing/compliance-test-state';
import { readStoredComplianceTimes, storeKycUpgradeShown, storeRiskUserShown } from './compliance-storage';

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

  it('is not written at frequency 0 (the dialog shows on every visit)', () => {
    storeRiskUserShown(kyc({ key: 'risk_guide_9', hours: 0 }), NOW);
    expect(writes).toEqual([]);
  });
});
