import { screen, waitFor } from '@testing-library/react';
import type { DecodeResult, InviteVerification } from '@exchange/api';
import { decodeInviteVerificationResponse } from '@exchange/api/testing';
import { readCookie, removeCookie } from '@exchange/platform';
import { fakeGrowthApi, renderGrowth } from '../testing/test-helpers';
import { ReferralAttributionEffect, useReferralAttribution } from './use-referral-attribution';

function Status() {
  const { status, params } = useReferralAttribution();
  return <p>{`${status}:${params.refUid ?? ''}`}</p>;
}

describe('useReferralAttribution', () => {
  afterEach(() => ['ref_uid', 'ref_type', 'ref_channel', 'group_id'].forEach((n) => removeCookie(n)));

  it('is none without ref_uid and asks nothing', async () => {
    const api = fakeGrowthApi();
    renderGrowth(<Status />, { route: '/login?ch=x', services: { api } });
    expect(await screen.findByText('none:')).toBeInTheDocument();
    expect(api.verifyInviteInfo).not.toHaveBeenCalled();
  });

  it('goes pending then done, writing cookies only after the answer', async () => {
    let answer: (value: DecodeResult<InviteVerification>) => void = () => undefined;
    const api = fakeGrowthApi();
    api.verifyInviteInfo.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderGrowth(<Status />, { route: '/login?ref_uid=ZZ99&ref_type=2', services: { api } });
    expect(await screen.findByText('pending:ZZ99')).toBeInTheDocument();
    expect(readCookie('ref_uid')).toBeUndefined();
    answer(decodeInviteVerificationResponse({ code: 0 }));
    expect(await screen.findByText('done:ZZ99')).toBeInTheDocument();
    expect(readCookie('ref_uid')).toBe('ZZ99');
    expect(readCookie('ref_type')).toBe('2');
  });

  it('ReferralAttributionEffect attributes beside a route owned elsewhere', async () => {
    const api = fakeGrowthApi({ verifyInviteInfo: { code: 0 } });
    renderGrowth(<ReferralAttributionEffect />, { route: '/login?ref_uid=LOG1', services: { api } });
    await waitFor(() => expect(readCookie('ref_uid')).toBe('LOG1'));
  });
});
