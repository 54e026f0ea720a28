import { screen, waitFor } from '@testing-library/react';
import type { ApiEndpoints } from '@exchange/api';
import { renderGrowth } from './test-helpers';
import { useGrowthServices } from './use-growth-services';
import type { GrowthServices } from './growth-services';

function Capture({ into }: { into: { current?: GrowthServices } }) {
  const services = useGrowthServices();
  into.current = services;
  return <p>captured</p>;
}

describe('useGrowthServices defaults', () => {
  it('sends events to the analytics collector, dropping undefined properties', async () => {
    const postAnalytics = jest.fn(async () => ({ ok: true, data: null }));
    const endpoints = { postAnalytics } as unknown as ApiEndpoints;
    const ref: { current?: GrowthServices } = {};
    renderGrowth(<Capture into={ref} />, { endpoints });
    await screen.findByText('captured');
    ref.current!.track('newuser_signup', { variant: 'A', extra: undefined });
    await waitFor(() => expect(postAnalytics).toHaveBeenCalledTimes(1));
    expect(postAnalytics).toHaveBeenCalledWith([{ event: 'newuser_signup', properties: { variant: 'A' }, time: expect.any(Number) }]);
  });

  it('on the web: not in the app, and a version-gated call runs its fallback', async () => {
    const ref: { current?: GrowthServices } = {};
    renderGrowth(<Capture into={ref} />, { endpoints: {} as ApiEndpoints });
    await screen.findByText('captured');
    expect(ref.current!.isInApp).toBe(false);
    const run = jest.fn();
    const fallback = jest.fn();
    ref.current!.runWithVersionGate('imageShare', run, fallback);
    expect(run).not.toHaveBeenCalled();
    expect(fallback).toHaveBeenCalled();
  });

  it('maps the api results for growth calls to code/data envelopes', async () => {
    const endpoints = { getRebateUserInfo: jest.fn(async () => ({ ok: false, code: 10001, data: { kol_code: '' } })) } as unknown as ApiEndpoints;
    const ref: { current?: GrowthServices } = {};
    renderGrowth(<Capture into={ref} />, { endpoints });
    await screen.findByText('captured');
    await expect(ref.current!.api.getReferralInfo()).resolves.toEqual({ code: 10001, data: { kol_code: '' } });
  });
});
