import { screen } from '@testing-library/react';
import type { ApiEndpoints } from '@exchange/api';
import { track } from '@exchange/shell';
import { renderGrowth } from './testing/test-helpers';
import { useGrowthServices } from './use-growth-services';
import type { GrowthServices } from './growth-services';

function Capture({ into }: { into: { current?: GrowthServices } }) {
  const services = useGrowthServices();
  into.current = services;
  return <p>captured</p>;
}

describe('useGrowthServices defaults', () => {
  it('tracks through the shell analytics queue', async () => {
    const ref: { current?: GrowthServices } = {};
    renderGrowth(<Capture into={ref} />, { endpoints: {} as ApiEndpoints });
    await screen.findByText('captured');
    expect(ref.current!.track).toBe(track);
  });

  it.each([
    ['GateApp/android/653000', true],
    ['GateApp/android/652999', false],
    ['GateApp/ios/202503100001', true],
    ['GateApp/ios/202503100000', false],
  ])('inside the app (%s) the image share gate runs the native call: %p', async (ua, native) => {
    const agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`Mozilla/5.0 ${ua}`);
    const ref: { current?: GrowthServices } = {};
    renderGrowth(<Capture into={ref} />, { endpoints: {} as ApiEndpoints });
    await screen.findByText('captured');
    expect(ref.current!.isInApp).toBe(true);
    const run = jest.fn();
    const fallback = jest.fn();
    ref.current!.runWithVersionGate('imageShare', run, fallback);
    expect(run).toHaveBeenCalledTimes(native ? 1 : 0);
    expect(fallback).toHaveBeenCalledTimes(native ? 0 : 1);
    agent.mockRestore();
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

  it("hands growth the shell's endpoint results as they are, already decoded", async () => {
    const result = { ok: false, code: 10001, data: { kol_code: '', encrypted_uid: '', agency_type: 0 } };
    const endpoints = { getRebateUserInfo: jest.fn(async () => result) } as unknown as ApiEndpoints;
    const ref: { current?: GrowthServices } = {};
    renderGrowth(<Capture into={ref} />, { endpoints });
    await screen.findByText('captured');
    await expect(ref.current!.api.getReferralInfo()).resolves.toBe(result);
  });
});
