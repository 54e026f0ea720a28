import { defineService, track, useService } from '@exchange/shell';
import { currentNativeApp, runWithVersionGate } from '@exchange/platform';
import { growthApiFromEndpoints } from './growth-api';
import type { GrowthServices } from './growth-services';

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

/** Growth's services in the app's registry: its calls over the app's one API client, and the shell's tracking. */
export const growthServicesKey = defineService<GrowthServices>('growth', (app) => ({
  api: growthApiFromEndpoints(app.api),
  track,
  // Read on each use: the app's bridge may be injected after the services are made.
  get isInApp() {
    return currentNativeApp() !== undefined;
  },
  runWithVersionGate: gate,
  get shareImageNative() {
    return nativeImageShare();
  },
}));

/** Growth services: the app's (tests and stories replace them through the shell's test services). */
export function useGrowthServices(): GrowthServices {
  return useService(growthServicesKey);
}
