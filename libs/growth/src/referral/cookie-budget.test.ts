/**
 * Every cookie the site writes, taken from the platform's registry, set at its grammar's
 * maximum: the cookie header they make together stays under 4 KB, far inside what nginx reads.
 */
import { dropCookiesOutsideGrammar, registeredCookieWriters, removeCookie, writeCookie } from '@exchange/platform';
// The modules that register the site's cookie writers (some load lazily in the app): the
// shell's, and growth's referral cookies.
import '@exchange/shell/testing';
import './referral-cookie-rules';

const HEADER_BUDGET_BYTES = 4096;

/** The longest a value within `maxLength` can become once js-cookie encodes it (`%` → `%25`). */
function encodedMax(maxLength: number, pattern: RegExp): number {
  const widest = ['%', '"', ',', ';', '\\\\', ' '].some((c) => pattern.test(c.repeat(Math.min(maxLength, 1)))) ? 3 : 1;
  return maxLength * widest;
}

describe('the cookie header the site can write', () => {
  const writers = registeredCookieWriters();

  it('registers every cookie writer of the site', () => {
    expect(writers.map((writer) => writer.name).sort()).toEqual(
      ['ch', 'utm_cmp', 'ref_uid', 'ref_type', 'ref_channel', 'group_id', 'ref_expires', 'fingerprint', 'risk_user_guide_at', 'kyc_upgrade_notice_at', 'cookie_consent_at', 'dark', 'fonts_cached', 'lang', 'curr_fiat'].sort(),
    );
  });

  it('stays under 4 KB with every cookie at its maximum', () => {
    const pairs = writers.map((writer) => {
      const nameLength = Math.max(writer.name.length, writer.serverNamed?.maxLength ?? 0);
      return nameLength + 1 + encodedMax(writer.grammar.maxLength, writer.grammar.pattern);
    });
    const header = 'Cookie: '.length + pairs.reduce((sum, pair) => sum + pair, 0) + 2 * (pairs.length - 1);
    expect(header).toBeLessThan(HEADER_BUDGET_BYTES);
  });

  it('every grammar holds a bounded length and refuses the empty value', () => {
    for (const writer of writers) {
      expect(writer.grammar.maxLength).toBeGreaterThan(0);
      expect(writer.grammar.maxLength).toBeLessThanOrEqual(64);
      expect(writer.grammar.pattern.test('')).toBe(false);
    }
  });
});

describe('referral cookies never outlive their referral (spec 2 §5: channel and group only beside ref and ref_type)', () => {
  const referral = [['ref_uid', 'AB12'], ['ref_type', '2'], ['ref_channel', 'tw'], ['group_id', '5'], ['ref_expires', '1800000000']];
  const clear = () => referral.forEach(([name]) => removeCookie(name));
  beforeEach(clear);
  afterAll(clear);

  it('keeps channel, group and the expiry record beside ref_uid and ref_type', () => {
    for (const [name, value] of referral) writeCookie(name, value);
    expect(dropCookiesOutsideGrammar()).toEqual([]);
  });

  it('drops channel and group after load once ref_type is gone, and keeps the expiry record beside ref_uid', () => {
    for (const [name, value] of referral.filter(([name]) => name !== 'ref_type')) writeCookie(name, value);
    expect(dropCookiesOutsideGrammar().sort()).toEqual(['group_id', 'ref_channel']);
  });

  it('drops channel, group and the expiry record after load once ref_uid is gone', () => {
    for (const [name, value] of referral.filter(([name]) => name !== 'ref_uid')) writeCookie(name, value);
    expect(dropCookiesOutsideGrammar().sort()).toEqual(['group_id', 'ref_channel', 'ref_expires']);
  });
});
