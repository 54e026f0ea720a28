import { useMemo } from 'react';
import { track, useApi } from '@exchange/shell';
import { currentNativeApp, runWithVersionGate } from '@exchange/platform';
import { growthApiFromEndpoints } from './growth-api';
import { useGrowthServiceOverrides, type GrowthServices } from './growth-services';

/**
 * Decision: the app exposes `window.GateAppBridge.shareImage(dataUrl)` for the native image share;
 * absent (web, or an app without it) means no native share, so the modal's fallback runs.
 */
function nativeImageShare(): GrowthServices['shareImageNative'] {
  const bridge = (globalThis as { GateAppBridge?: { shareImage?: unknown } }).GateAppBridge;
  const share = bridge?.shareImage;
  return typeof share === 'function' ? (dataUrl: string) => share.call(bridge, dataUrl) : undefined;
}

/** The platform's version gate for the app this page runs in (§5: otherwise the fallback runs). */
const gate: GrowthServices['runWithVersionGate'] = (feature, run, fallback) => {
  runWithVersionGate(feature, currentNativeApp(), run, fallback);
};

/** Growth services: overrides from {@link GrowthServicesProvider} over the shell's defaults. */
export function useGrowthServices(): GrowthServices {
  const endpoints = useApi();
  const overrides = useGrowthServiceOverrides();
  return useMemo<GrowthServices>(
    () => ({
      api: growthApiFromEndpoints(endpoints),
      track,
      isInApp: currentNativeApp() !== undefined,
      runWithVersionGate: gate,
      shareImageNative: nativeImageShare(),
      ...overrides,
    }),
    [endpoints, overrides],
  );
}
