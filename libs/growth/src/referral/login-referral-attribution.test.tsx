import { waitFor } from '@testing-library/react';
import { readCookie, removeCookie } from '@exchange/platform';
import { getSite } from '@exchange/site-registry';
import { GrowthOverlays } from '../growth-overlays';
import { fakeGrowthApi, renderGrowth } from '../testing/test-helpers';
import { attributesOnLogin } from './login-referral-attribution';

const REFERRAL_LINK = '?ref_uid=LOG1&ref_type=1&ref_channel=tw&group_id=5';
/** A valid code, and the new-user popup (mounted beside it) answered but not shown (experiment 0). */
const ANSWERS = {
  verifyInviteInfo: { code: 0 },
  getNewbiePrizePop: { code: 0, data: { experiment_variable: 0, group_A: { num: '100' }, group_B: { num_first: '20', num_second: '80' } } },
  getNewbiePrizeGuide: { code: 0, data: { prize_num: '' } },
};

describe('referral links to /login (spec 2 §2 "Entry: /login, /signup (query ch, ref_uid)")', () => {
  afterEach(() => ['ref_uid', 'ref_type', 'ref_channel', 'group_id', 'ref_expires'].forEach((name) => removeCookie(name)));

  it.each(['/login', '/de/login'])('what every app mounts beside its pages attributes a referral link to %s: verify_invite_info, then the cookies', async (path) => {
    const api = fakeGrowthApi(ANSWERS);
    renderGrowth(<GrowthOverlays />, { route: `${path}${REFERRAL_LINK}`, services: { api } });
    await waitFor(() => expect(readCookie('ref_uid')).toBe('LOG1'));
    expect(api.verifyInviteInfo).toHaveBeenCalledWith({ invite_code: 'LOG1', ref_type: '1' });
    expect([readCookie('ref_type'), readCookie('ref_channel'), readCookie('group_id')]).toEqual(['1', 'tw', '5']);
  });

  it('a site that hides referral (EU) ignores the link: no call, no cookie', async () => {
    const api = fakeGrowthApi(ANSWERS);
    renderGrowth(<GrowthOverlays />, { route: `/login${REFERRAL_LINK}`, services: { api }, site: 'eu' });
    await waitFor(() => expect(api.getNewbiePrizeGuide).toHaveBeenCalled());
    expect(api.verifyInviteInfo).not.toHaveBeenCalled();
    expect(readCookie('ref_uid')).toBeUndefined();
  });

  it('only the /login entry with a code: other pages and a login without ref_uid attribute nothing here', () => {
    const main = getSite('main');
    expect(attributesOnLogin('/login', REFERRAL_LINK, main)).toBe(true);
    expect(attributesOnLogin('/ja/login', '?ref_uid=A', main)).toBe(true);
    expect(attributesOnLogin('/login', '?ch=x', main)).toBe(false);
    expect(attributesOnLogin('/signup', REFERRAL_LINK, main)).toBe(false);
    expect(attributesOnLogin('/trade/BTC_USDT', REFERRAL_LINK, main)).toBe(false);
    expect(attributesOnLogin('/login', REFERRAL_LINK, getSite('hk'))).toBe(false);
  });
});
