import { useMemo } from 'react';
import { useApi } from '@exchange/shell';
import { growthApiFromEndpoints } from './growth-api';
import { useGrowthServiceOverrides, type GrowthServices } from './growth-services';

/** Decision: the app webview announces itself in the user agent as `GateApp/<platform>/<version>`. */
function detectInApp(): boolean {
  return typeof navigator !== 'undefined' && /\bGateApp\//.test(navigator.userAgent);
}

const noTrack: GrowthServices['track'] = () => undefined;
const fallbackOnly: GrowthServices['runWithVersionGate'] = (_feature, _run, fallback) => fallback();

/** Growth services: overrides from {@link GrowthServicesProvider} over the shell's defaults. */
export function useGrowthServices(): GrowthServices {
  const endpoints = useApi();
  const overrides = useGrowthServiceOverrides();
  return useMemo<GrowthServices>(
    () => ({
      api: growthApiFromEndpoints(endpoints),
      track: noTrack,
      isInApp: detectInApp(),
      runWithVersionGate: fallbackOnly,
      ...overrides,
    }),
    [endpoints, overrides],
  );
}
