import { useMemo } from 'react';
import type { ApiEndpoints } from '@exchange/api';
import { now, useApi } from '@exchange/shell';
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

/** Until the shell's batched `track` is public: one event straight to the collector, never throwing. */
function directTrack(endpoints: ApiEndpoints): GrowthServices['track'] {
  return (event, properties = {}) => {
    const clean: Record<string, string | number | boolean | null> = {};
    for (const [key, value] of Object.entries(properties)) if (value !== undefined) clean[key] = value;
    void endpoints.postAnalytics([{ event, properties: clean, time: now() }]).catch(() => undefined);
  };
}
const fallbackOnly: GrowthServices['runWithVersionGate'] = (_feature, _run, fallback) => fallback();

/** Growth services: overrides from {@link GrowthServicesProvider} over the shell's defaults. */
export function useGrowthServices(): GrowthServices {
  const endpoints = useApi();
  const overrides = useGrowthServiceOverrides();
  return useMemo<GrowthServices>(
    () => ({
      api: growthApiFromEndpoints(endpoints),
      track: directTrack(endpoints),
      isInApp: detectInApp(),
      runWithVersionGate: fallbackOnly,
      shareImageNative: nativeImageShare(),
      ...overrides,
    }),
    [endpoints, overrides],
  );
}
