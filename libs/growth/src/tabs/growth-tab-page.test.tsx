import { screen, waitFor, within } from '@testing-library/react';
import { removeCookie, writeCookie } from '@exchange/platform';
import { fakeGrowthApi, renderGrowth } from '../testing/test-helpers';
import { GrowthTabPage } from './growth-tab-page';

const info = (agency_type: number) => ({ code: 0, data: { kol_code: 'KOL42', encrypted_uid: 'EU', agency_type } });
const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Rewards and referral' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function logIn() {
  writeCookie('uid', '7');
  writeCookie('nickname', 'alice');
}

describe('GrowthTabPage', () => {
  afterEach(() => {
    removeCookie('uid');
    removeCookie('nickname');
  });

  it('a visitor sees the three groups, a real page and no referral call', async () => {
    const api = fakeGrowthApi();
    renderGrowth(<GrowthTabPage tab="referral" />, { route: '/referral', services: { api, isInApp: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Rewards Hub', 'Activity Center', 'Referral']);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(api.getReferralInfo).not.toHaveBeenCalled();
  });

  it.each(['eu', 'hk', 'us', 'japan'] as const)('on %s, which hides referral, /rewards_hub links to no referral tab', async (site) => {
    renderGrowth(<GrowthTabPage tab="rewards" />, { route: '/rewards_hub', site, services: { api: fakeGrowthApi(), isInApp: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards Hub' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Rewards Hub', 'Activity Center']);
  });

  it('tab links carry the channel code for group switches, not the current tab', async () => {
    renderGrowth(<GrowthTabPage tab="rewards" />, { route: '/rewards_hub', services: { api: fakeGrowthApi(), isInApp: false } });
    expect(await screen.findByRole('link', { name: 'Activity Center' })).toHaveAttribute('href', '/competition/center?ch=rewards_hub_tab');
    expect(screen.getByRole('link', { name: 'Rewards Hub' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Rewards Hub' })).toHaveAttribute('href', '/rewards_hub');
  });

  it('inside the app webview links also carry title and disable_intercept', async () => {
    renderGrowth(<GrowthTabPage tab="activity" />, { route: '/competition/center', services: { api: fakeGrowthApi(), isInApp: true } });
    expect(await screen.findByRole('link', { name: 'Referral' })).toHaveAttribute(
      'href',
      '/referral?ch=competition_center_tab&title=Referral&disable_intercept=1',
    );
  });

  it('an affiliate (agency_type 1) sees the affiliate and broker tabs and the invite code', async () => {
    logIn();
    const api = fakeGrowthApi({ getReferralInfo: info(1) });
    renderGrowth(<GrowthTabPage tab="referral" />, { route: '/referral', services: { api, isInApp: false } });
    expect(await screen.findByRole('link', { name: 'Affiliate' })).toHaveAttribute('href', '/referral/affiliate');
    expect(tabNames()).toEqual(['Rewards Hub', 'Activity Center', 'Referral', 'Affiliate', 'Broker']);
    expect(screen.getByText('KOL42')).toBeInTheDocument();
  });

  it('a partner (agency_type 3) sees the broker tab only', async () => {
    logIn();
    renderGrowth(<GrowthTabPage tab="referral" />, { route: '/referral', services: { api: fakeGrowthApi({ getReferralInfo: info(3) }), isInApp: false } });
    expect(await screen.findByRole('link', { name: 'Broker' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Affiliate' })).not.toBeInTheDocument();
  });

  it('a normal user opening /referral/affiliate is sent to /referral', async () => {
    logIn();
    renderGrowth(<GrowthTabPage tab="affiliate" />, { route: '/zh/referral/affiliate', services: { api: fakeGrowthApi({ getReferralInfo: info(0) }), isInApp: false } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/zh/referral'));
  });

  it('a failed referral info call warns and shows no flagged tab', async () => {
    logIn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeGrowthApi({ getReferralInfo: { code: 500 } });
    renderGrowth(<GrowthTabPage tab="referral" />, { route: '/referral', services: { api, isInApp: false } });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(tabNames()).toEqual(['Rewards Hub', 'Activity Center', 'Referral']);
    expect(screen.getByText('Your invite code is not available right now.')).toBeInTheDocument();
    warn.mockRestore();
  });
});
