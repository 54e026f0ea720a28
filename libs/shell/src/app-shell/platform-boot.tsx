import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { SiteConfig } from '@exchange/site-registry';
import { MicroAppContainers } from '@exchange/platform';
import { whenIdle } from '@exchange/platform';
import { afterPainted, currentNativeApp } from '@exchange/platform';

// Only pages inside the native app need the deep-link table: the web never downloads it.
const LazyNativeLinkInterceptor = lazy(async () => ({
  default: (await import('./native-link-interceptor/native-link-interceptor')).NativeHandoffs,
}));

/** Latest start of the deferred services after the load event, idle or not. */
const IDLE_START_TIMEOUT_MS = 3_000;

/** Build id baked in by the app's Vite config; a new build registers a new service worker. */
const BUILD_VERSION = typeof __BUILD_VERSION__ !== 'undefined' ? __BUILD_VERSION__ : 'dev';
const IS_PRODUCTION_BUILD = typeof __BUILD_VERSION__ !== 'undefined' && BUILD_VERSION !== 'dev';

/**
 * The services that wait for an idle moment, in the order they start: monitoring (only with a
 * DSN), Web Vitals, the service worker (production builds). Exported for the test of their order.
 */
export function deferredServices(site: Pick<SiteConfig, 'sentryDsn' | 'key'>): Array<() => void> {
  return [
    () => {
      if (!site.sentryDsn) return;
      void import('@exchange/platform/monitoring')
        .then(({ initMonitoring }) => initMonitoring({ dsn: site.sentryDsn, release: BUILD_VERSION, environment: site.key }))
        .catch(() => undefined);
    },
    () => void import('./vitals/vitals').then(({ startVitals }) => startVitals({ siteKey: site.key })).catch(() => undefined),
    () => {
      if (!IS_PRODUCTION_BUILD) return;
      void import('@exchange/platform/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker({ version: BUILD_VERSION }))
        .catch(() => undefined);
    },
  ];
}

/**
 * Runs each step in an idle moment of its own, one after the other; returns cancel. Started
 * together they made one long task (the worker's first `navigator.serviceWorker` alone is a
 * noticeable one on a phone), which Lighthouse counts as blocking time.
 */
export function inIdleTurns(steps: Array<() => void>, timeoutMs: number): () => void {
  let stopped = false;
  let cancel: () => void = () => undefined;
  const turn = (index: number) => {
    if (stopped || index >= steps.length) return;
    cancel = whenIdle(() => {
      steps[index]();
      turn(index + 1);
    }, timeoutMs);
  };
  turn(0);
  return () => {
    stopped = true;
    cancel();
  };
}

/**
 * Starts the platform services once per page: monitoring (only when the site has a DSN, and then
 * loaded lazily so its SDK never weighs on the first load), the device fingerprint, the service
 * worker (production builds), the hidden micro-app containers, and inside the native app the
 * deep links to native screens and the native login and signup. Each fails quietly.
 */
export function PlatformBoot({ site }: { site: SiteConfig }): ReactNode {
  const [nativeApp] = useState(currentNativeApp);
  useEffect(() => {
    // After the first paint: started with the first commit, its answer landed just before the
    // paint and Lighthouse's simulated largest paint waited for it too.
    // Its code loads with the call, after the paint: nothing before it needs the fingerprint.
    const cancelFingerprint = afterPainted(
      () =>
        void import('../services/fingerprint/fingerprint')
          .then((m) => m.ensureFingerprint())
          .catch(() => undefined),
    );
    // The SDK and the worker wait for load and an idle moment: on a phone they were the most
    // expensive script of the trade page (Lighthouse TBT), competing with the page's own code.
    // They also wait for the first paint (and the deferred parts' code): load comes before it
    // here, since the paint waits for the catalogues, so an idle moment after load let the SDK's
    // 23 KB chunk share the network with what the paint needs.
    let cancelTurns: () => void = () => undefined;
    const cancelWait = afterPainted(() => {
      cancelTurns = inIdleTurns(deferredServices(site), IDLE_START_TIMEOUT_MS);
    });
    return () => {
      cancelFingerprint();
      cancelWait();
      cancelTurns();
    };
  }, [site]);
  return (
    <>
      <MicroAppContainers />
      {nativeApp && (
        <Suspense fallback={null}>
          <LazyNativeLinkInterceptor site={site} app={nativeApp} />
        </Suspense>
      )}
    </>
  );
}
