import { useMemo } from 'react';
import { useApi } from '@exchange/shell';
import { growthApiFromEndpoints } from './growth-api';
import { useGrowthServiceOverrides, type GrowthServices } from './growth-services';

/** Decision: the app webview announces itself in the user agent as `GateApp/<platform>/<version>`. */
function detectInApp(): boolean {
  return typeof navigator !== 'undefined' && /\bGateApp\//.test(navigator.userAgent);
}

/**
 * Decision: the app exposes `window.GateAppBridge.shareImage(dataUrl)` for the native image share;
 * absent (web, or an app without it) means no native share, so the modal's fallback runs.
 */
function nativeImageShare(): GrowthServices['shareImageNative'] {
  const bridge = (globalThis as { GateAppBridge?: { shareImage?: unknown } }).GateAppBridge;
  const share = bridge?.shareImage;
  return typeof share === 'function' ? (dataUrl: string) => share.call(bridge, dataUrl) : undefined;
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
      shareImageNative: nativeImageShare(),
      ...overrides,
    }),
    [endpoints, overrides],
  );
}
