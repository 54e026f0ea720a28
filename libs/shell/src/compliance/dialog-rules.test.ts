import { decodeComplianceCheck, LimitUserStatus, type ComplianceCheck, type KycToast } from '@exchange/api';
import { HK_REPEAT_MS, KYC_UPGRADE_REPEAT_MS, NL_REPEAT_MS } from './constants';
import {
  decideComplianceDialogs,
  exitConfirmAction,
  isRiskUserClosable,
  restrictedAcknowledgeTarget,
  shouldShowHk,
  shouldShowKycUpgrade,
  shouldShowNetherlands,
  shouldShowRiskUser,
  shouldShowUkModal,
  shouldShowUzbekistan,
  shouldShowUzbekistanAssets,
  type ComplianceDialogInput,
} from './dialog-rules';

const T0 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

function kyc(overrides: Partial<KycToast>): KycToast {
  return { ...decodeComplianceCheck(null).toast.kyc_toast, ...overrides };
}

describe('constants', () => {
  it('spell the spec figures', () => {
    expect(NL_REPEAT_MS).toBe(30 * DAY);
    expect(HK_REPEAT_MS).toBe(DAY);
    expect(KYC_UPGRADE_REPEAT_MS).toBe(12 * 3_600_000);
  });
});

describe('Netherlands dialog', () => {
  it('always shows for tier 10 or lower, even right after confirming', () => {
    expect(shouldShowNetherlands(10, T0, T0)).toBe(true);
    expect(shouldShowNetherlands(0, T0 + 1, T0 + 1)).toBe(true);
  });
  it('tier 11: shows when never confirmed', () => {
    expect(shouldShowNetherlands(11, undefined, T0)).toBe(true);
  });
  it('tier 11: hidden until exactly 30 days after the last confirmation', () => {
    expect(shouldShowNetherlands(11, T0, T0 + NL_REPEAT_MS - 1)).toBe(false);
    expect(shouldShowNetherlands(11, T0, T0 + NL_REPEAT_MS)).toBe(true);
    expect(shouldShowNetherlands(12, T0, T0)).toBe(false);
  });
  it('tier unknown: only the 30-day repeat every tier shares, never "always"', () => {
    expect(shouldShowNetherlands(null, T0, T0 + NL_REPEAT_MS - 1)).toBe(false);
    expect(shouldShowNetherlands(null, T0, T0 + NL_REPEAT_MS)).toBe(true);
    expect(shouldShowNetherlands(null, undefined, T0)).toBe(true);
  });
});

describe('exit confirm rule (Netherlands and Uzbekistan)', () => {
  it('sends tier <= 10 with verified not 3 to the withdraw page', () => {
    expect(exitConfirmAction(10, 2)).toEqual({ kind: 'withdraw', to: '/myaccount/withdraw/USDT' });
    expect(exitConfirmAction(5, 0)).toEqual({ kind: 'withdraw', to: '/myaccount/withdraw/USDT' });
  });
  it('tier 10 with verified 3 (company) and with verified 4 (KYC level 3) stays and stores', () => {
    expect(exitConfirmAction(10, 3)).toEqual({ kind: 'store' });
    expect(exitConfirmAction(10, 4)).toEqual({ kind: 'store' });
    expect(exitConfirmAction(10, 1)).toEqual({ kind: 'withdraw', to: '/myaccount/withdraw/USDT' });
  });
  it('stores the time for tier 11 or verified 3 (company)', () => {
    expect(exitConfirmAction(11, 2)).toEqual({ kind: 'store' });
    expect(exitConfirmAction(5, 3)).toEqual({ kind: 'store' });
    expect(exitConfirmAction(12, 4)).toEqual({ kind: 'store' });
  });
  it('tier or KYC level unknown: takes no action (neither withdraw page nor stored time)', () => {
    expect(exitConfirmAction(null, 2)).toEqual({ kind: 'none' });
    expect(exitConfirmAction(10, null)).toEqual({ kind: 'none' });
    expect(exitConfirmAction(null, null)).toEqual({ kind: 'none' });
  });
});

describe('HK dialog', () => {
  it('reappears exactly 1 day after the last confirmation', () => {
    expect(shouldShowHk(undefined, T0)).toBe(true);
    expect(shouldShowHk(T0, T0 + HK_REPEAT_MS - 1)).toBe(false);
    expect(shouldShowHk(T0, T0 + HK_REPEAT_MS)).toBe(true);
  });
});

describe('Uzbekistan notice', () => {
  it('is shown once', () => {
    expect(shouldShowUzbekistan(undefined)).toBe(true);
    expect(shouldShowUzbekistan(T0)).toBe(false);
    expect(shouldShowUzbekistan(0)).toBe(false);
  });
});

describe('Uzbekistan assets', () => {
  it('tier 10 or lower and not company: always', () => {
    expect(shouldShowUzbekistanAssets(10, 2, T0, T0)).toBe(true);
  });
  it('tier 11: every 30 days', () => {
    expect(shouldShowUzbekistanAssets(11, 2, T0, T0 + NL_REPEAT_MS - 1)).toBe(false);
    expect(shouldShowUzbekistanAssets(11, 2, T0, T0 + NL_REPEAT_MS)).toBe(true);
    expect(shouldShowUzbekistanAssets(11, 2, undefined, T0)).toBe(true);
  });
  it('verified 3 at tier 5: every 30 days as well', () => {
    expect(shouldShowUzbekistanAssets(5, 3, T0, T0 + NL_REPEAT_MS - 1)).toBe(false);
    expect(shouldShowUzbekistanAssets(5, 3, T0, T0 + NL_REPEAT_MS)).toBe(true);
  });
  it('tier or KYC level unknown: only the 30-day repeat every user shares, never "always"', () => {
    for (const [tier, verified] of [
      [null, 2],
      [10, null],
      [null, null],
    ] as const) {
      expect({ tier, verified, shown: shouldShowUzbekistanAssets(tier, verified, T0, T0 + NL_REPEAT_MS - 1) }).toEqual({ tier, verified, shown: false });
      expect({ tier, verified, shown: shouldShowUzbekistanAssets(tier, verified, T0, T0 + NL_REPEAT_MS) }).toEqual({ tier, verified, shown: true });
    }
  });
});

describe('risk-user dialog', () => {
  it('frequency 0: always, even right after showing', () => {
    expect(shouldShowRiskUser(kyc({ is_risk_user: true, risk_user_guide_frequency: 0 }), T0, T0)).toBe(true);
  });
  it('frequency 0: always, even when the stored showing lies ahead of the clock', () => {
    expect(shouldShowRiskUser(kyc({ is_risk_user: true, risk_user_guide_frequency: 0 }), T0 + 1, T0)).toBe(true);
  });
  it('frequency n hours: once per n hours since the last showing', () => {
    const k = kyc({ is_risk_user: true, risk_user_guide_frequency: 24 });
    expect(shouldShowRiskUser(k, undefined, T0)).toBe(true);
    expect(shouldShowRiskUser(k, T0, T0 + 24 * 3_600_000 - 1)).toBe(false);
    expect(shouldShowRiskUser(k, T0, T0 + 24 * 3_600_000)).toBe(true);
    const k1 = kyc({ is_risk_user: true, risk_user_guide_frequency: 1 });
    expect(shouldShowRiskUser(k1, T0, T0 + 3_600_000 - 1)).toBe(false);
    expect(shouldShowRiskUser(k1, T0, T0 + 3_600_000)).toBe(true);
  });
  it('a frequency that is no number, or below 0, counts as 0: always, even right after showing', () => {
    for (const frequency of [Number.NaN, -1]) {
      expect(shouldShowRiskUser(kyc({ is_risk_user: true, risk_user_guide_frequency: frequency }), T0, T0 + 1)).toBe(true);
    }
  });
  it('not a risk user: never', () => {
    expect(shouldShowRiskUser(kyc({ is_risk_user: false }), undefined, T0)).toBe(false);
  });
  it('is closable only when risk_user_guide_be_closed is 1', () => {
    expect(isRiskUserClosable(kyc({ risk_user_guide_be_closed: 1 }))).toBe(true);
    expect(isRiskUserClosable(kyc({ risk_user_guide_be_closed: 0 }))).toBe(false);
    expect(isRiskUserClosable(kyc({ risk_user_guide_be_closed: 2 }))).toBe(false);
  });
});

describe('KYC-upgrade notice', () => {
  it('once per 12 hours', () => {
    expect(shouldShowKycUpgrade(true, undefined, T0)).toBe(true);
    expect(shouldShowKycUpgrade(true, T0, T0 + KYC_UPGRADE_REPEAT_MS - 1)).toBe(false);
    expect(shouldShowKycUpgrade(true, T0, T0 + KYC_UPGRADE_REPEAT_MS)).toBe(true);
    expect(shouldShowKycUpgrade(false, undefined, T0)).toBe(false);
  });
});

describe('UK modal', () => {
  it('is for Chinese locales under the UK limit', () => {
    expect(shouldShowUkModal('zh', true)).toBe(true);
    expect(shouldShowUkModal('zh-tw', true)).toBe(true);
    expect(shouldShowUkModal('en', true)).toBe(false);
    expect(shouldShowUkModal('zh', false)).toBe(false);
  });
  it('reads the locale whatever its case', () => {
    expect(shouldShowUkModal('zh-TW', true)).toBe(true);
    expect(shouldShowUkModal('ZH', true)).toBe(true);
  });
});

describe('restricted-country acknowledgement', () => {
  it('sends a logged-in user with a jump link there, nobody else', () => {
    expect(restrictedAcknowledgeTarget(true, '/myaccount/withdraw/USDT')).toBe('/myaccount/withdraw/USDT');
    expect(restrictedAcknowledgeTarget(true, null)).toBeNull();
    expect(restrictedAcknowledgeTarget(false, '/myaccount/withdraw/USDT')).toBeNull();
  });
});

describe('decideComplianceDialogs', () => {
  function input(edit: (c: ComplianceCheck) => void, rest: Partial<ComplianceDialogInput> = {}): ComplianceDialogInput {
    const check = decodeComplianceCheck(null);
    edit(check);
    return { check, loggedIn: true, tierLevel: 1, verified: 4, locale: 'en', pathname: '/trade', isMainSite: true, stored: {}, ...rest };
  }

  it('shows nothing when nothing is restricted', () => {
    expect(decideComplianceDialogs(input(() => undefined), T0)).toEqual([]);
  });

  it('orders the restricted-country modal first and hides the business block it carries', () => {
    const due = decideComplianceDialogs(
      input((c) => {
        c.limit.is_blocked_country = true;
        c.limit.is_nl_limit = true;
        c.business.content = 'restricted';
      }),
      T0,
    );
    expect(due).toEqual(['restricted-country', 'Netherlands']);
  });

  it('shows the restricted-country modal to visitors too', () => {
    expect(decideComplianceDialogs(input((c) => (c.limit.is_blocked_country = true), { loggedIn: false }), T0)).toEqual(['restricted-country']);
  });

  it('reads stored times: nl-vip is hidden 30 days minus 1 ms after confirming, shown at 30 days', () => {
    const nl = (now: number) =>
      decideComplianceDialogs(input((c) => (c.limit.is_nl_limit = true), { tierLevel: 12, stored: { netherlands: T0 } }), now);
    expect(nl(T0 + NL_REPEAT_MS - 1)).toEqual([]);
    expect(nl(T0 + NL_REPEAT_MS)).toEqual(['Netherlands']);
  });

  it('maps is_uzbekistan_toast 1 and 2 to the notice and the assets notice', () => {
    expect(decideComplianceDialogs(input((c) => (c.limit.is_uzbekistan_toast = 1)), T0)).toEqual(['UZBEKISTAN']);
    expect(decideComplianceDialogs(input((c) => (c.limit.is_uzbekistan_toast = 2)), T0)).toEqual(['UZBEKISTAN_ASSETS']);
  });

  it('UK: UK_HOME on the home page; the UK modal only for Chinese locales', () => {
    const uk = (rest: Partial<ComplianceDialogInput>) => decideComplianceDialogs(input((c) => (c.limit.is_uk_limit = true), rest), T0);
    expect(uk({ pathname: '/' })).toEqual(['UK_HOME']);
    expect(uk({ pathname: '/trade', locale: 'zh' })).toEqual(['uk-modal']);
    expect(uk({ pathname: '/trade' })).toEqual([]);
  });

  it('other flags (BX, Italy, LTW) always show', () => {
    const due = decideComplianceDialogs(
      input((c) => {
        c.limit.brazil_toast = true;
        c.limit.is_italy_limit = true;
        c.limit.ltw_toast = true;
      }, { stored: { hk: T0, netherlands: T0 } }),
      T0,
    );
    expect(due).toEqual(['BX', 'ITALY', 'LTW']);
  });

  it('business notice: main site only', () => {
    const withNotice = (isMainSite: boolean) =>
      decideComplianceDialogs(input((c) => (c.business.content = 'Read this'), { isMainSite }), T0);
    expect(withNotice(true)).toEqual(['business-notice']);
    expect(withNotice(false)).toEqual([]);
  });

  it('business notice: shown with a title alone, not for blank text', () => {
    const due = (edit: (c: ComplianceCheck) => void) => decideComplianceDialogs(input(edit), T0);
    expect(due((c) => (c.business.title = 'Notice'))).toEqual(['business-notice']);
    expect(due((c) => ((c.business.title = '  '), (c.business.content = ' \n ')))).toEqual([]);
  });

  it('HK: a logged-in HK user, again 1 day after confirming; never a visitor', () => {
    const hk = (now: number, rest: Partial<ComplianceDialogInput> = {}) =>
      decideComplianceDialogs(input((c) => (c.toast.is_hk_user = true), { stored: { hk: T0 }, ...rest }), now);
    expect(hk(T0 + HK_REPEAT_MS - 1)).toEqual([]);
    expect(hk(T0 + HK_REPEAT_MS)).toEqual(['HK']);
    expect(hk(T0, { stored: {} })).toEqual(['HK']);
    expect(hk(T0, { stored: {}, loggedIn: false })).toEqual([]);
  });

  it('low-KYC, withdraw-only, risk and KYC-upgrade need a logged-in user', () => {
    const edit = (c: ComplianceCheck) => {
      c.toast.limit_country_user_status = LimitUserStatus.LIMIT_LOW_KYC_USER;
      c.toast.is_withdraw_only_user = true;
      c.toast.kyc_toast.is_risk_user = true;
      c.toast.kyc_toast.show_kyc_upgrade_notice = true;
    };
    expect(decideComplianceDialogs(input(edit), T0)).toEqual(['low-kyc', 'withdraw-only', 'risk-user', 'kyc-upgrade']);
    expect(decideComplianceDialogs(input(edit, { loggedIn: false }), T0)).toEqual([]);
  });
});
