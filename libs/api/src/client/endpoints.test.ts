import { setupServer } from 'msw/node';
import { handlers } from '../testing/handlers';
import { mockLoginCookies } from '../testing/mock-context';
import { resetMockSessions } from '../testing/mock-session';
import type { ScenarioName } from '../testing/scenarios';
import { BUILT_IN_COIN_ICON_VERSIONS } from '../constants';
import { LimitUserStatus } from '../contract/entities';
import { createApiClient } from './api-client';
import { createEndpoints } from './endpoints';

const server = setupServer(...handlers);
const api = createEndpoints(createApiClient());

function clearCookies(): void {
  for (const name of ['uid', 'nickname', 'csrftoken', 'mock_scenario', 'mock_session']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** What the browser holds after /__mock/login?scenario=<name>. */
function loginAs(scenario: ScenarioName): void {
  clearCookies();
  for (const [name, value] of Object.entries(mockLoginCookies(scenario))) {
    if (value !== null) document.cookie = `${name}=${value}; Path=/`;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockSessions();
  clearCookies();
});

describe('endpoints against the embedded backend (msw/node)', () => {
  it('a visitor gets no user info but a compliance check and the default settings', async () => {
    expect(await api.getUserInfo()).toMatchObject({ ok: false, code: 10001 });
    expect(await api.getComplianceCheck()).toMatchObject({ ok: true, data: { menu: [], limit: { is_blocked_country: false } } });
    expect((await api.getSiteSettings()).data).toMatchObject({ curr_fiat: 'USD', currency_count: 2700 });
  });

  it('the user scenario answers as its user', async () => {
    loginAs('user');
    expect((await api.getUserInfo()).data).toMatchObject({ tier_level: 1, verified: 4 });
    expect((await api.getTotalFunds()).data).toEqual({ total_btc: '0.01234567', total_usd: '1234.56' });
    expect((await api.getUserTier()).data).toEqual({ tier_level: 1 });
  });

  it('low-kyc-limited carries LIMIT_LOW_KYC_USER; feature-tips restricts futures and c2c with tips', async () => {
    loginAs('low-kyc-limited');
    expect((await api.getComplianceCheck()).data.toast.limit_country_user_status).toBe(LimitUserStatus.LIMIT_LOW_KYC_USER);
    loginAs('feature-tips');
    const check = (await api.getComplianceCheck()).data;
    expect(check.menu).toEqual(['futures', 'c2c']);
    expect(check.limit.is_show_compliance_tips).toBe(true);
  });

  it('fund-pass frequency: a wrong password answers its msg; 123456 changes the later answer', async () => {
    loginAs('user');
    expect(await api.postQuerySafe({ frequency: 2, fundpass: 'nope', totp: '123456' })).toMatchObject({
      ok: false,
      data: { result: false, msg: 'Fund password is incorrect' },
    });
    expect(await api.postQuerySafe({ frequency: 2, fundpass: '123456', totp: '123456' })).toMatchObject({ ok: true });
    expect((await api.getFundPassFrequency()).data).toEqual({ frequency: 2 });
  });

  it('agreement-pending shows the agreement until it is submitted', async () => {
    loginAs('agreement-pending');
    expect((await api.getUserAgreementStatus()).data).toMatchObject({ show: true, button_text: 'I have read and agree' });
    expect(await api.submitUserAgreement()).toMatchObject({ ok: true });
    expect((await api.getUserAgreementStatus()).data.show).toBe(false);
  });

  it('turkey-declaration needs a sign, then is signed', async () => {
    loginAs('turkey-declaration');
    expect((await api.getDeclarationStatus()).data).toEqual({ status: 1 });
    await api.submitDeclaration();
    expect((await api.getDeclarationStatus()).data).toEqual({ status: 2 });
  });

  it('affiliate, withdraw-tips and newuser-a answer their data', async () => {
    loginAs('affiliate');
    expect((await api.getRebateUserInfo()).data.agency_type).toBe(1);
    loginAs('withdraw-tips');
    expect((await api.getFooterTipsJsonSvr()).data).toMatchObject({ link: '/myaccount/withdraw/USDT' });
    expect((await api.getFooterTipsKyc()).data).not.toBeNull();
    loginAs('newuser-a');
    expect((await api.getNewbiePrizePop()).data).toMatchObject({ experiment_variable: 1, group_A: { num: '100' } });
    expect((await api.getNewbiePrizeGuide()).data.isLogin).toBe(false);
  });

  it('api-garbage and api-down give every call its fallback', async () => {
    loginAs('api-garbage');
    expect((await api.getCoinIconWhitelist()).data.coins).toEqual(BUILT_IN_COIN_ICON_VERSIONS);
    expect((await api.getDeclarationStatus()).data).toEqual({ status: 1 });
    expect((await api.getRebateUserInfo()).data).toEqual({ kol_code: '', encrypted_uid: '', agency_type: 0 });
    loginAs('api-down');
    expect(await api.getSiteSettings()).toMatchObject({ ok: false, status: 500, failure: 'http', data: { curr_fiat: 'USD', currency_count: 2700 } });
    expect((await api.getUserAgreementStatus()).data.show).toBe(false);
    expect((await api.getNewbiePrizePop()).data.group_A.num).toBe('');
  });

  it('the fingerprint service gives a 40-character id starting with a digit', async () => {
    expect((await api.getFingerprint()).data.udid).toMatch(/^\d[0-9a-f]{39}$/);
  });
});
