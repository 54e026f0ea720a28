import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitUserStatus, type FooterTip } from '@exchange/api';
import { renderWithShell } from '../../testing';
import { createTestServices } from '../../testing/test-services';
import { readCookie, removeCookie, writeCookie } from '@exchange/platform';
import { holdPaintForTests, paintedForTests } from '@exchange/platform/testing';
import { COOKIE_CONSENT_COOKIE, SESSION_KEYS } from '../constants';
import { checkWith, LocationProbe, stateJudgedByCookies, stateWith } from '../../testing/compliance-test-state';
import { LazyComplianceTipsBar, LazyKycBar, LazySiteTipBar } from '../lazy-parts';
import { ComplianceBars } from './compliance-bars';

// The bar bodies are lazy: loaded once here, so every "shown" and "not shown" below is the rule's answer, not a pending chunk.
beforeAll(() => Promise.all([LazyComplianceTipsBar, LazySiteTipBar, LazyKycBar].map((bar) => bar.preload())));

jest.mock('../../services/analytics/analytics', () => ({
  ANALYTICS_EVENTS: { complianceGuidanceView: 'compliance_guidance_view', complianceGuidanceClick: 'compliance_guidance_click' },
  track: jest.fn(),
}));
const { track } = jest.requireMock('../../services/analytics/analytics') as { track: jest.Mock };

const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

function renderBars(args: { check: ReturnType<typeof checkWith>; user?: Parameters<typeof stateWith>[1]; route?: string; site?: 'main' | 'eu' | 'us' }) {
  return renderWithShell(
    <>
      <ComplianceBars />
      <LocationProbe />
    </>,
    { preloadedState: stateWith(args.check, args.user === undefined ? {} : args.user), route: args.route ?? '/trade', site: args.site },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  removeCookie(COOKIE_CONSENT_COOKIE);
  writeCookie(COOKIE_CONSENT_COOKIE, String(Date.now()));
  track.mockClear();
});

describe('compliance redirect', () => {
  it('limit_country sends any page to /state_compliance_tips', () => {
    renderBars({ check: checkWith((c) => (c.limit.limit_country = 'US')) });
    expect(path()).toBe('/state_compliance_tips');
  });

  it('keeps the language prefix', () => {
    renderWithShell(
      <>
        <ComplianceBars />
        <LocationProbe />
      </>,
      { preloadedState: stateWith(checkWith((c) => (c.limit.limit_country = 'US')), {}), route: '/zh/trade', locale: 'zh' },
    );
    expect(path()).toBe('/zh/state_compliance_tips');
  });

  it('a restricted feature redirects when tips are off', () => {
    renderBars({ check: checkWith((c) => (c.menu = ['futures', 'c2c'])), route: '/futures/usdt' });
    expect(path()).toBe('/state_compliance_tips');
  });

  it('a restricted feature shows the tips bar when tips are on, and stays', () => {
    renderBars({
      check: checkWith((c) => {
        c.menu = ['futures', 'c2c'];
        c.limit.is_show_compliance_tips = true;
      }),
      route: '/c2c/market',
    });
    expect(path()).toBe('/c2c/market');
    const bar = screen.getByRole('region', { name: 'Compliance tips' });
    expect(within(bar).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/state_compliance_tips');
    expect(track).toHaveBeenCalledWith('compliance_guidance_view', { kind: 'tips:c2c' });
  });

  it('fiat_trade restricts the C2C trade pages (spec 1 §2)', () => {
    renderBars({ check: checkWith((c) => (c.menu = ['fiat_trade'])), route: '/c2c/market' });
    expect(path()).toBe('/state_compliance_tips');
  });

  it('an unrestricted page stays without bars', () => {
    renderBars({ check: checkWith((c) => (c.menu = ['futures'])), route: '/trade' });
    expect(path()).toBe('/trade');
    expect(screen.queryByRole('region', { name: 'Compliance tips' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });
});

describe('remind bar', () => {
  it('withdraw-only offers a ticket; closing removes it for the session', async () => {
    const first = renderBars({ check: checkWith((c) => (c.toast.is_withdraw_only_user = true)) });
    const bar = screen.getByRole('region', { name: 'Notice' });
    expect(bar).toHaveTextContent(/can only withdraw/);
    expect(within(bar).getByRole('link', { name: 'Create ticket' })).toHaveAttribute('href', '/myaccount/tickets');
    await userEvent.click(within(bar).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.remindBars)).toBe('["withdraw-only"]');
    first.unmount();
    renderBars({ check: checkWith((c) => (c.toast.is_withdraw_only_user = true)) });
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('cookie notice: Accept stores the time and removes it', async () => {
    removeCookie(COOKIE_CONSENT_COOKIE);
    renderBars({ check: checkWith(), user: null });
    const bar = screen.getByRole('region', { name: 'Notice' });
    expect(bar).toHaveTextContent(/We use cookies/);
    const before = Date.now();
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    expect(Number(readCookie(COOKIE_CONSENT_COOKIE))).toBeGreaterThanOrEqual(before);
  });

  it('publishes the bars height for controls fixed to the bottom, and withdraws it with the bars', async () => {
    removeCookie(COOKIE_CONSENT_COOKIE);
    renderBars({ check: checkWith(), user: null });
    expect(document.documentElement.style.getPropertyValue('--exchange-bottom-bars')).toMatch(/^\d+px$/);
    await userEvent.click(within(screen.getByRole('region', { name: 'Notice' })).getByRole('button', { name: 'Accept' }));
    expect(document.documentElement.style.getPropertyValue('--exchange-bottom-bars')).toBe('');
  });

  it('visitor IP limit offers log in', () => {
    renderBars({ check: checkWith((c) => (c.toast.limit_country_user_status = LimitUserStatus.LIMIT_VISITOR)), user: null });
    expect(within(screen.getByRole('region', { name: 'Notice' })).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('KYC bar', () => {
  it('shows while KYC2 is incomplete and is dismissed for the session', async () => {
    const first = renderBars({ check: checkWith(), user: { verified: 0 } });
    const bar = screen.getByRole('region', { name: 'Identity verification' });
    expect(within(bar).getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/myaccount/kyc2');
    await userEvent.click(within(bar).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
    first.unmount();
    renderBars({ check: checkWith(), user: { verified: 0 } });
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
  });

  it('is not shown at KYC level 3', () => {
    renderBars({ check: checkWith(), user: { verified: 4 } });
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
  });

  it('is not shown while the KYC level is unknown (logged in by cookies on a page that fetches no user info)', () => {
    renderWithShell(<ComplianceBars />, { preloadedState: stateJudgedByCookies(checkWith()), route: '/login' });
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
  });
});

describe('site tip', () => {
  const tip: FooterTip = { content: 'USDT withdrawals are delayed.', link: '/myaccount/withdraw/USDT', link_text: 'View details', closable: true };

  function servicesWith(json: jest.Mock, kyc: jest.Mock) {
    const base = createTestServices();
    return createTestServices({ createClient: () => base.client, api: { ...base.api, getFooterTipsJsonSvr: json, getFooterTipsKyc: kyc } });
  }

  it('asks the json_svr path on main withdraw pages and shows the tip', async () => {
    const json = jest.fn().mockResolvedValue({ ok: true, data: tip });
    const kyc = jest.fn();
    renderWithShell(<ComplianceBars />, { preloadedState: stateWith(checkWith(), {}), route: '/myaccount/withdraw/USDT', services: servicesWith(json, kyc) });
    const bar = await screen.findByRole('region', { name: 'Site notice' });
    expect(bar).toHaveTextContent('USDT withdrawals are delayed.');
    expect(within(bar).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/myaccount/withdraw/USDT');
    expect(kyc).not.toHaveBeenCalled();
    await userEvent.click(within(bar).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('region', { name: 'Site notice' })).toBeNull();
  });

  it('asks the kyc path on the EU site, and not at all off withdraw pages', async () => {
    const json = jest.fn();
    const kyc = jest.fn().mockResolvedValue({ ok: false, data: null });
    renderWithShell(<ComplianceBars />, { preloadedState: stateWith(checkWith(), {}), route: '/myaccount/withdraw/USDT', site: 'eu', services: servicesWith(json, kyc) });
    await act(async () => undefined);
    expect(kyc).toHaveBeenCalledTimes(1);
    expect(json).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Site notice' })).toBeNull();
  });
});

// The page counts as painted (as in jsdom, which has no paint timing) unless a test holds the paint.
describe('before the first contentful paint', () => {
  afterEach(() => act(() => paintedForTests()));

  it('the cookies notice is already there: on a phone it is often the largest paint, so it paints with the first content', () => {
    holdPaintForTests();
    removeCookie(COOKIE_CONSENT_COOKIE);
    renderBars({ check: checkWith(), user: null });
    expect(screen.getByRole('region', { name: 'Notice' })).toHaveTextContent(/We use cookies/);
  });

  it('the KYC bar waits for the paint, and shows after it', () => {
    const held = holdPaintForTests();
    const first = renderBars({ check: checkWith(), user: { verified: 0 } });
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
    first.unmount();
    held.paint();
    renderBars({ check: checkWith(), user: { verified: 0 } });
    expect(screen.getByRole('region', { name: 'Identity verification' })).toBeInTheDocument();
  });
});
