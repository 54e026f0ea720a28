import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { BUILT_IN_COIN_ICON_VERSIONS } from '../constants';
import {
  decodeAckResponse,
  decodeCoinIconWhitelistResponse,
  decodeComplianceCheck,
  decodeComplianceCheckResponse,
  decodeDeclarationStatusResponse,
  decodeFingerprintResponse,
  decodeFooterTipsResponse,
  decodeFundPassFrequencyResponse,
  decodeInviteVerificationResponse,
  decodeNewbiePrizeGuideResponse,
  decodeNewbiePrizeResponse,
  decodePageDownloadLinksResponse,
  decodePasskeyCreateOptionsResponse,
  decodePasskeyListResponse,
  decodePasskeyStrategyResponse,
  decodePasskeyVerifyResponse,
  decodeQuerySafeResponse,
  decodeReferralUserInfoResponse,
  decodeServiceWorkerCacheResponse,
  decodeSiteSettings,
  decodeSiteSettingsResponse,
  decodeTotalFundsResponse,
  decodeUserAgreementStatusResponse,
  decodeUserInfoResponse,
  decodeUserTierResponse,
} from './decoders';
import { LimitUserStatus } from './entities';
import type { ResponseDecoder } from './envelopes';

// FUZZ_RUNS (npm run fuzz) sets fast-check's global run count (tools/jest/setup.ts).
const RUNS = fc.readConfigureGlobal().numRuns ?? 1000;
const params = { numRuns: RUNS };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

// ---------------------------------------------------------------------------------------------
// Arbitraries of valid wire data.
const aStr = fc.string();
const aNum = fc.double({ noNaN: true, noDefaultInfinity: true });
const aInt = fc.integer();
const aBool = fc.boolean();
const aDict = <T>(value: fc.Arbitrary<T>) =>
  fc.dictionary(fc.string({ minLength: 1 }), value, { maxKeys: 5, noNullPrototype: true });
const rec = <T extends Record<string, fc.Arbitrary<unknown>>>(shape: T) => fc.record(shape, { noNullPrototype: true });

const aBusiness = rec({
  content: aStr,
  title: aStr,
  ok_button: aStr,
  cancel_button: aStr,
  ok_button_router: aStr,
  text_link: fc.array(rec({ key: aStr, link: aStr }), { maxLength: 4 }),
  no_close_button: aBool,
  type: aNum,
});
const aLimit = rec({
  is_uk_limit: aBool,
  brazil_toast: aBool,
  is_nl_limit: aBool,
  is_italy_limit: aBool,
  ltw_toast: aBool,
  is_uzbekistan_toast: aNum,
  is_show_compliance_tips: aBool,
  is_blocked_country: aBool,
  limit_country: aStr,
});
const aKycToast = rec({
  show_kyc_upgrade_notice: aBool,
  is_risk_user: aBool,
  risk_user_guide_frequency: aNum,
  risk_user_guide_cookie_key: aStr,
  risk_user_guide_msg: aStr,
  risk_user_guide_be_closed: aNum,
  risk_user_guide_url: aStr,
});
const aToast = rec({
  is_hk_user: aBool,
  is_withdraw_only_user: aBool,
  limit_country_user_status: fc.constantFrom(null, ...Object.values(LimitUserStatus)),
  kyc_toast: aKycToast,
});
const aCompliance = rec({ menu: fc.array(aStr, { maxLength: 5 }), business: aBusiness, limit: aLimit, toast: aToast });
const aSettings = rec({
  lang_list: fc.array(rec({ lang: aStr, name: aStr }), { maxLength: 4 }),
  fiat_list: fc.array(rec({ fiat: aStr, symbol: aStr }), { maxLength: 4 }),
  is_service_host: aBool,
  curr_fiat: aStr,
  currency_count: aNum,
  curr_fiat_market_rates: aDict(aNum),
  defaultBuyCryptoFiat: aStr,
  defaultP2PFiat: aStr,
  sub_site_id: aNum,
});
const aDescriptor = rec({ id: aStr, type: fc.constant('public-key' as const) });
const aCreateOptions = rec({
  challenge: fc.string({ minLength: 1 }),
  rp: rec({ id: aStr, name: aStr }),
  user: rec({ id: aStr, name: aStr, displayName: aStr }),
  pubKeyCredParams: fc.array(rec({ type: fc.constant('public-key' as const), alg: aInt }), { maxLength: 3 }),
  excludeCredentials: fc.array(aDescriptor, { maxLength: 3 }),
  timeout: aNum,
});
const aRequestOptions = rec({
  challenge: fc.string({ minLength: 1 }),
  rpId: aStr,
  allowCredentials: fc.array(aDescriptor, { maxLength: 3 }),
  timeout: aNum,
  userVerification: aStr,
});
const aPasskeyItem = rec({ id: fc.string({ minLength: 1 }), name: aStr, created_at: aNum, last_used_at: aNum });
/** A prize amount as sent: a decimal string. */
const anAmount = fc.stringMatching(/^\d{1,12}(\.\d{1,8})?$/);

// ---------------------------------------------------------------------------------------------
// Arbitraries of invalid values per field kind (values the field's decoder must refuse).
const junkArray = fc.array(fc.anything(), { maxLength: 3 });
const junkObject = fc.dictionary(fc.string({ minLength: 40, maxLength: 41 }), fc.anything(), { maxKeys: 2 });
const badNumber = fc.constantFrom(NaN, Infinity, -Infinity);
/** What `quotedNum` and quoted `oneOfNumbers` read as a number. */
const isQuotedNumber = (value: string) => /^\s*-?\d+(\.\d+)?\s*$/.test(value) && Number.isFinite(Number(value));
const notQuotedNumber = aStr.filter((value) => !isQuotedNumber(value));
type Kind = 'str' | 'text' | 'num' | 'quotedNum' | 'amount' | 'bool' | 'obj' | 'list' | 'dict';
const INVALID: Record<Kind, fc.Arbitrary<unknown>> = {
  str: fc.oneof(fc.constant(null), aNum, aBool, junkArray, junkObject),
  text: fc.oneof(fc.constant(null), aBool, badNumber, junkArray, junkObject),
  num: fc.oneof(fc.constant(null), aStr, aBool, badNumber, junkArray, junkObject),
  quotedNum: fc.oneof(fc.constant(null), notQuotedNumber, fc.constant('9'.repeat(400)), aBool, badNumber, junkArray, junkObject),
  amount: fc.oneof(
    fc.constant(null),
    aBool,
    badNumber,
    junkArray,
    junkObject,
    fc.constantFrom('<b>9</b>', '-5', '1,000', '12abc', '', ' ', '.5', '5.'),
    aStr.filter((value) => !/^\d+(\.\d+)?$/.test(value.trim())),
  ),
  bool: fc.oneof(fc.constant(null), aStr, fc.integer({ min: 2 }), fc.integer({ max: -1 }), junkArray, junkObject),
  obj: fc.oneof(fc.constant(null), aStr, aNum, aBool, junkArray),
  list: fc.oneof(fc.constant(null), aStr, aNum, aBool, junkObject),
  dict: fc.oneof(fc.constant(null), aStr, aNum, aBool, junkArray),
};
const outside = (...allowed: number[]) =>
  fc.oneof(fc.constant(null), aStr, aBool, junkArray, junkObject, aNum.filter((n) => !allowed.includes(n)));
/** Like `outside`, for a field that also reads numeric strings: quoted allowed values are valid. */
const outsideQuoted = (...allowed: number[]) =>
  outside(...allowed).filter((value) => !(typeof value === 'string' && isQuotedNumber(value) && allowed.includes(Number(value))));

// ---------------------------------------------------------------------------------------------
type Envelope = 'web' | 'config' | 'footer' | 'querySafe';

interface DecoderCase {
  name: string;
  decode: ResponseDecoder<unknown>;
  envelope: Envelope;
  /** Valid wire data (the `data` of the envelope, or the whole body of configs/query_safe). */
  valid: fc.Arbitrary<unknown>;
  /** Domain value of valid wire data (identity for most calls). */
  toExpected?: (wire: Obj) => unknown;
  /** The call's fallback as the spec's error catalogues name it. */
  fallback: unknown;
  /** Wire-level fallback (differs from `fallback` only when the decoder maps fields). */
  wireFallback?: Obj;
  /** Field paths of the wire data and the invalid values they must refuse. */
  fields: Array<[path: string[], invalid: fc.Arbitrary<unknown>]>;
}

const wrap = (envelope: Envelope, data: unknown): unknown => {
  switch (envelope) {
    case 'web':
      return { code: 0, message: 'success', data };
    case 'footer':
      return { resMsg: { code: 0, message: 'success' }, datas: [data] };
    default:
      return data;
  }
};

const emptyNotice = {
  content: '',
  title: '',
  ok_button: '',
  cancel_button: '',
  ok_button_router: '',
  text_link: [],
  no_close_button: false,
  type: 0,
};
const complianceFallback = {
  menu: [],
  business: emptyNotice,
  limit: {
    is_uk_limit: false,
    brazil_toast: false,
    is_nl_limit: false,
    is_italy_limit: false,
    ltw_toast: false,
    is_uzbekistan_toast: 0,
    is_show_compliance_tips: false,
    is_blocked_country: false,
    limit_country: '',
  },
  toast: {
    is_hk_user: false,
    is_withdraw_only_user: false,
    limit_country_user_status: null,
    kyc_toast: {
      show_kyc_upgrade_notice: false,
      is_risk_user: false,
      risk_user_guide_frequency: 0,
      risk_user_guide_cookie_key: '',
      risk_user_guide_msg: '',
      risk_user_guide_be_closed: 0,
      risk_user_guide_url: '',
    },
  },
};
const settingsFallback = {
  lang_list: [],
  fiat_list: [],
  is_service_host: false,
  curr_fiat: 'USD',
  currency_count: 2700,
  curr_fiat_market_rates: {},
  defaultBuyCryptoFiat: 'USD',
  defaultP2PFiat: 'USD',
  sub_site_id: 0,
};

const fieldsOf = (prefix: string[], kinds: Record<string, Kind>): DecoderCase['fields'] =>
  Object.entries(kinds).map(([key, kind]) => [[...prefix, key], INVALID[kind]]);

const CASES: DecoderCase[] = [
  {
    name: 'user info',
    decode: decodeUserInfoResponse,
    envelope: 'web',
    valid: rec({ uid: aStr, nickname: aStr, tier_level: aNum, verified: aNum, country: aNum }),
    fallback: { uid: '', nickname: '', tier_level: 0, verified: 0, country: 0 },
    fields: fieldsOf([], { uid: 'text', nickname: 'str', tier_level: 'num', verified: 'num', country: 'num' }),
  },
  {
    name: 'user tier',
    decode: decodeUserTierResponse,
    envelope: 'web',
    valid: rec({ tier_level: aNum }),
    fallback: { tier_level: 0 },
    fields: fieldsOf([], { tier_level: 'num' }),
  },
  {
    name: 'total funds',
    decode: decodeTotalFundsResponse,
    envelope: 'web',
    valid: rec({ total_btc: aStr, total_usd: aStr }),
    fallback: { total_btc: '', total_usd: '' },
    fields: fieldsOf([], { total_btc: 'text', total_usd: 'text' }),
  },
  {
    name: 'compliance check',
    decode: decodeComplianceCheckResponse,
    envelope: 'web',
    valid: aCompliance,
    fallback: complianceFallback,
    fields: [
      ...fieldsOf([], { menu: 'list', business: 'obj', limit: 'obj', toast: 'obj' }),
      ...fieldsOf(['business'], {
        content: 'str',
        title: 'str',
        ok_button: 'str',
        cancel_button: 'str',
        ok_button_router: 'str',
        text_link: 'list',
        no_close_button: 'bool',
        type: 'num',
      }),
      ...fieldsOf(['limit'], {
        is_uk_limit: 'bool',
        brazil_toast: 'bool',
        is_nl_limit: 'bool',
        is_italy_limit: 'bool',
        ltw_toast: 'bool',
        is_uzbekistan_toast: 'num',
        is_show_compliance_tips: 'bool',
        is_blocked_country: 'bool',
        limit_country: 'str',
      }),
      ...fieldsOf(['toast'], { is_hk_user: 'bool', is_withdraw_only_user: 'bool', kyc_toast: 'obj' }),
      [['toast', 'limit_country_user_status'], fc.oneof(fc.constant('LIMIT_SOMEONE'), aNum, aBool, junkArray, junkObject)],
      ...fieldsOf(['toast', 'kyc_toast'], {
        show_kyc_upgrade_notice: 'bool',
        is_risk_user: 'bool',
        risk_user_guide_frequency: 'num',
        risk_user_guide_cookie_key: 'str',
        risk_user_guide_msg: 'str',
        risk_user_guide_be_closed: 'num',
        risk_user_guide_url: 'str',
      }),
    ],
  },
  {
    name: 'site settings',
    decode: decodeSiteSettingsResponse,
    envelope: 'web',
    valid: aSettings,
    fallback: settingsFallback,
    fields: fieldsOf([], {
      lang_list: 'list',
      fiat_list: 'list',
      is_service_host: 'bool',
      curr_fiat: 'str',
      currency_count: 'num',
      curr_fiat_market_rates: 'dict',
      defaultBuyCryptoFiat: 'str',
      defaultP2PFiat: 'str',
      sub_site_id: 'num',
    }),
  },
  {
    name: 'footer tips',
    decode: decodeFooterTipsResponse,
    envelope: 'footer',
    valid: rec({ content: aStr, link: aStr, link_text: aStr, closable: aBool }),
    fallback: null,
    wireFallback: { content: '', link: '', link_text: '', closable: true },
    fields: fieldsOf([], { content: 'str', link: 'str', link_text: 'str', closable: 'bool' }),
  },
  {
    name: 'fund-pass frequency',
    decode: decodeFundPassFrequencyResponse,
    envelope: 'web',
    valid: rec({ frequency: fc.constantFrom(0, 1, 2) }),
    fallback: { frequency: 2 },
    fields: [[['frequency'], outside(0, 1, 2)]],
  },
  {
    name: 'query_safe',
    decode: decodeQuerySafeResponse,
    envelope: 'querySafe',
    valid: rec({ result: aBool, msg: aStr }),
    fallback: { result: false, msg: '' },
    fields: [
      [['result'], fc.oneof(fc.constant(null), aStr, aNum, junkArray, junkObject)],
      [['msg'], INVALID.str],
    ],
  },
  {
    name: 'coin icon whitelist',
    decode: decodeCoinIconWhitelistResponse,
    envelope: 'config',
    valid: rec({ always_update: aBool, coins: aDict(aNum) }),
    fallback: { always_update: false, coins: BUILT_IN_COIN_ICON_VERSIONS },
    fields: fieldsOf([], { always_update: 'bool', coins: 'dict' }),
  },
  {
    name: 'page download links',
    decode: decodePageDownloadLinksResponse,
    envelope: 'config',
    valid: rec({ pages: aDict(rec({ h5: rec({ c: aStr }), web: rec({ c: aStr }) })), china_apk: aStr, overseas_apk: aStr }),
    fallback: { pages: {}, china_apk: '', overseas_apk: '' },
    fields: fieldsOf([], { pages: 'dict', china_apk: 'str', overseas_apk: 'str' }),
  },
  {
    name: 'service worker cache',
    decode: decodeServiceWorkerCacheResponse,
    envelope: 'config',
    valid: rec({ version: aStr, urls: fc.array(aStr, { maxLength: 4 }) }),
    fallback: { version: '', urls: [] },
    fields: fieldsOf([], { version: 'text', urls: 'list' }),
  },
  {
    name: 'user-agreement status',
    decode: decodeUserAgreementStatusResponse,
    envelope: 'web',
    valid: rec({ status: fc.oneof(fc.constantFrom(1, 2), aNum), title: aStr, content: aStr, submit_button: aStr }),
    toExpected: (w) => ({ show: w.status === 1, title: w.title, content: w.content, button_text: w.submit_button }),
    fallback: { show: false, title: '', content: '', button_text: '' },
    wireFallback: { status: 0, title: '', content: '', submit_button: '' },
    fields: fieldsOf([], { status: 'num', title: 'str', content: 'str', submit_button: 'str' }),
  },
  {
    name: 'declaration status',
    decode: decodeDeclarationStatusResponse,
    envelope: 'web',
    valid: rec({ status: fc.constantFrom(1, 2) }),
    fallback: { status: 1 },
    fields: [[['status'], outside(1, 2)]],
  },
  {
    name: 'rebate user info',
    decode: decodeReferralUserInfoResponse,
    envelope: 'web',
    valid: rec({ kol_code: aStr, encrypted_uid: aStr, agency_type: fc.constantFrom(0, 1, 2, 3, 4) }),
    fallback: { kol_code: '', encrypted_uid: '', agency_type: 0 },
    fields: [...fieldsOf([], { kol_code: 'text', encrypted_uid: 'text' }), [['agency_type'], outsideQuoted(0, 1, 2, 3, 4)]],
  },
  {
    name: 'newbie prize pop',
    decode: decodeNewbiePrizeResponse,
    envelope: 'web',
    valid: rec({ group_A: rec({ num: anAmount }), group_B: rec({ num_first: anAmount, num_second: anAmount }), experiment_variable: aNum }),
    fallback: { group_A: { num: '' }, group_B: { num_first: '', num_second: '' }, experiment_variable: 0 },
    fields: [
      ...fieldsOf([], { group_A: 'obj', group_B: 'obj', experiment_variable: 'quotedNum' }),
      ...fieldsOf(['group_A'], { num: 'amount' }),
      ...fieldsOf(['group_B'], { num_first: 'amount', num_second: 'amount' }),
    ],
  },
  {
    name: 'newbie prize guide',
    decode: decodeNewbiePrizeGuideResponse,
    envelope: 'web',
    valid: rec({ prize_num: anAmount, isLogin: aBool }),
    fallback: { prize_num: '', isLogin: false },
    fields: fieldsOf([], { prize_num: 'amount', isLogin: 'bool' }),
  },
  {
    name: 'passkey register init',
    decode: decodePasskeyCreateOptionsResponse,
    envelope: 'web',
    valid: aCreateOptions,
    fallback: null,
    // All-or-nothing: options missing a required part cannot start a ceremony.
    wireFallback: undefined,
    fields: [],
  },
  {
    name: 'passkey strategy',
    decode: decodePasskeyStrategyResponse,
    envelope: 'web',
    valid: rec({ passkey: aRequestOptions }),
    fallback: { passkey: null },
    fields: [[['passkey'], fc.oneof(INVALID.obj, rec({ challenge: fc.constant('') }))]],
  },
  {
    name: 'passkey verify',
    decode: decodePasskeyVerifyResponse,
    envelope: 'web',
    valid: rec({ token: aStr }),
    fallback: { token: '' },
    fields: fieldsOf([], { token: 'str' }),
  },
  {
    name: 'passkey list',
    decode: decodePasskeyListResponse,
    envelope: 'web',
    valid: rec({ list: fc.array(aPasskeyItem, { maxLength: 4 }) }),
    fallback: { list: [] },
    fields: fieldsOf([], { list: 'list' }),
  },
  {
    name: 'fingerprint',
    decode: decodeFingerprintResponse,
    envelope: 'web',
    valid: rec({ udid: aStr }),
    fallback: { udid: '' },
    fields: fieldsOf([], { udid: 'str' }),
  },
];

/** Deep copy of plain data in this realm (the global structuredClone may build objects of another realm). */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (isObj(value)) {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: clone(v), enumerable: true, writable: true, configurable: true });
    return out as T;
  }
  return value;
}

function getPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, key) => (isObj(v) ? v[key] : undefined), value);
}

function setPath(value: Obj, path: string[], replacement: unknown): Obj {
  const copy = clone(value);
  let cursor: Obj = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Obj;
  cursor[path[path.length - 1]] = replacement;
  return copy;
}

/** True when `raw` is a body the envelope accepts as a success. */
function isSuccessEnvelope(envelope: Envelope, raw: unknown): boolean {
  switch (envelope) {
    case 'web':
      return isObj(raw) && raw.code === 0;
    case 'footer':
      return isObj(raw) && isObj(raw.resMsg) && raw.resMsg.code === 0;
    case 'config':
      return isObj(raw);
    case 'querySafe':
      return isObj(raw) && raw.result === true;
  }
}

const anyInput = fc.oneof(
  fc.jsonValue(),
  fc.anything({
    maxDepth: 3,
    maxKeys: 5,
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
    withTypedArray: true,
    withDate: true,
    withBigInt: true,
  }),
  fc.string().map((s) => `<!doctype html><html><body>${s}</body></html>`),
);

/** Deep equality without jest's matcher overhead (thousands of runs per property); -0 and 0 differ. */
const same = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a, b);

describe.each(CASES)('$name decoder', (c) => {
  const expectedOf = (wire: unknown) => (c.toExpected ? c.toExpected(wire as Obj) : wire);

  it('never throws on any input, and gives the fallback when the body is not a success envelope', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const result = c.decode(raw);
        if (isSuccessEnvelope(c.envelope, raw)) return true;
        return result.ok === false && (c.envelope === 'querySafe' || same(result.data, c.fallback));
      }),
      params,
    );
  });

  it('never throws when a success envelope carries anything as its data', () => {
    fc.assert(
      fc.property(anyInput, (data) => {
        const result = c.decode(wrap(c.envelope, data));
        if (c.envelope === 'querySafe' || c.envelope === 'footer' || isObj(data)) return true;
        return same(result.data, c.fallback);
      }),
      params,
    );
  });

  it('decodes any valid response to exactly its data', () => {
    fc.assert(
      fc.property(c.valid, (wire) => {
        const result = c.decode(wrap(c.envelope, wire));
        return same(result.data, expectedOf(wire)) && (c.envelope === 'querySafe' || result.ok);
      }),
      params,
    );
  });

  if (c.envelope === 'web') {
    it('gives the fallback with the code and message for any non-zero code', () => {
      fc.assert(
        fc.property(c.valid, aInt.filter((n) => n !== 0), aStr, (wire, code, message) =>
          same(c.decode({ code, message, data: wire }), { ok: false, data: c.fallback, code, message }),
        ),
        params,
      );
    });
  }

  if (c.fields.length > 0) {
    const wireFallback = c.wireFallback ?? (c.fallback as Obj);
    const repairedOf = (wire: unknown, path: string[]) =>
      expectedOf(setPath(wire as Obj, path, clone(getPath(wireFallback, path))));

    it('falls back field by field: one wrong field takes its fallback, the others are kept', () => {
      const corruption = fc
        .constantFrom(...c.fields)
        .chain(([path, invalid]) => fc.tuple(fc.constant(path), invalid));
      fc.assert(
        fc.property(c.valid, corruption, (wire, [path, bad]) =>
          same(c.decode(wrap(c.envelope, setPath(wire as Obj, path, bad))).data, repairedOf(wire, path)),
        ),
        params,
      );
    });

    it('falls back field by field when a field is missing', () => {
      fc.assert(
        fc.property(c.valid, fc.constantFrom(...c.fields), (wire, [path]) => {
          const corrupted = clone(wire as Obj);
          const parent = path.slice(0, -1);
          const holder = parent.length ? (getPath(corrupted, parent) as Obj) : corrupted;
          delete holder[path[path.length - 1]];
          return same(c.decode(wrap(c.envelope, corrupted)).data, repairedOf(wire, path));
        }),
        params,
      );
    });
  }
});

describe('ack and invite verification decoders', () => {
  it('never throw; ok exactly when code is 0; the code is kept', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.record({ code: fc.oneof(aInt, fc.constantFrom(0, 10530135)), message: aStr })), (raw) => {
        const ack = decodeAckResponse(raw);
        const invite = decodeInviteVerificationResponse(raw);
        const code = isObj(raw) && typeof raw.code === 'number' && Number.isFinite(raw.code) ? raw.code : undefined;
        return (
          ack.ok === (code === 0) &&
          ack.data === null &&
          ack.code === code &&
          invite.data.valid === (code === 0) &&
          invite.code === code
        );
      }),
      params,
    );
  });

  it('keeps code 10530135 so referral can still update channel and group cookies', () => {
    expect(decodeInviteVerificationResponse({ code: 10530135, message: 'bound' })).toEqual({
      ok: false,
      code: 10530135,
      message: 'bound',
      data: { valid: false },
    });
  });
});

describe('the fallbacks the error catalogues name', () => {
  const html = '<!doctype html><html><body>502 Bad Gateway</body></html>';

  it('settings: curr_fiat USD, currency_count 2700, defaultBuyCryptoFiat and defaultP2PFiat USD', () => {
    expect(decodeSiteSettings(null)).toMatchObject({
      curr_fiat: 'USD',
      currency_count: 2700,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
    });
    expect(decodeSiteSettingsResponse(html).data).toEqual(decodeSiteSettings(undefined));
  });

  it('compliance: a failing or non-zero answer gives an empty business notice and nothing restricted', () => {
    expect(decodeComplianceCheck(html)).toEqual(complianceFallback);
    expect(decodeComplianceCheckResponse({ code: 500, message: 'x', data: { business: { title: 'T' } } }).data.business).toEqual(emptyNotice);
  });

  it('coin icon whitelist: the built-in coins ats, dog, zk, air, land, emc, trump', () => {
    const coins = decodeCoinIconWhitelistResponse(html).data.coins;
    expect(Object.keys(coins)).toEqual(expect.arrayContaining(['ats', 'dog', 'zk', 'air', 'land', 'emc', 'trump']));
  });

  it('other configs: empty', () => {
    expect(decodePageDownloadLinksResponse(null).data).toEqual({ pages: {}, china_apk: '', overseas_apk: '' });
  });

  it('declaration 1, agreement not shown, referral defaults, empty prize amounts', () => {
    expect(decodeDeclarationStatusResponse(html).data.status).toBe(1);
    expect(decodeUserAgreementStatusResponse(html).data.show).toBe(false);
    expect(decodeReferralUserInfoResponse(html).data).toEqual({ kol_code: '', encrypted_uid: '', agency_type: 0 });
    expect(decodeNewbiePrizeResponse(html).data).toMatchObject({ group_A: { num: '' }, group_B: { num_first: '', num_second: '' } });
    expect(decodeNewbiePrizeGuideResponse(html).data.prize_num).toBe('');
  });

  it('user-agreement status 1 is shown, and button_text comes from submit_button', () => {
    expect(
      decodeUserAgreementStatusResponse({ code: 0, data: { status: 1, title: 'T', content: 'C', submit_button: 'Agree' } }).data,
    ).toEqual({ show: true, title: 'T', content: 'C', button_text: 'Agree' });
  });

  it('numbers sent for ids and amounts are kept as strings; 0/1 are read as booleans', () => {
    expect(decodeUserInfoResponse({ code: 0, data: { uid: 10000001 } }).data.uid).toBe('10000001');
    expect(decodeNewbiePrizeGuideResponse({ code: 0, data: { prize_num: 100, isLogin: 1 } }).data).toEqual({ prize_num: '100', isLogin: true });
  });
});

describe('what growth reads (spec 2 §3; quoted numbers recorded in docs/parts/growth-decisions.md)', () => {
  it('referral info: codes sent as numbers are kept as strings, agency_type may come quoted, anything else is normal (0)', () => {
    expect(decodeReferralUserInfoResponse({ code: 0, data: { kol_code: 123, encrypted_uid: 'EU', agency_type: '4' } }).data).toEqual({
      kol_code: '123',
      encrypted_uid: 'EU',
      agency_type: 4,
    });
    expect(decodeReferralUserInfoResponse({ code: 0, data: { kol_code: 'K', agency_type: 9 } }).data.agency_type).toBe(0);
    expect(decodeReferralUserInfoResponse({ code: 0, data: { kol_code: 'K', agency_type: true } }).data.agency_type).toBe(0);
  });

  it('newbie prize: the experiment variable may come quoted; amounts are decimal strings, anything else is empty ($0)', () => {
    expect(
      decodeNewbiePrizeResponse({
        code: 0,
        data: { experiment_variable: ' 2 ', group_A: { num: 100 }, group_B: { num_first: ' 20.5 ', num_second: '<b>9</b>' } },
      }).data,
    ).toEqual({ experiment_variable: 2, group_A: { num: '100' }, group_B: { num_first: '20.5', num_second: '' } });
    expect(decodeNewbiePrizeResponse({ code: 0, data: { experiment_variable: 'A' } }).data.experiment_variable).toBe(0);
    expect(decodeNewbiePrizeGuideResponse({ code: 0, data: { prize_num: '-5' } }).data.prize_num).toBe('');
  });
});
