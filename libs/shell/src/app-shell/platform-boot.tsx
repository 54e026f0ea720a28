import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { SiteConfig } from '@exchange/site-registry';
import { ensureFingerprint } from '../services/fingerprint/fingerprint';
import { MicroAppContainers } from '@exchange/platform';
import { registerServiceWorker } from '@exchange/platform';
import { whenIdle } from '@exchange/platform';
import { currentNativeApp } from '@exchange/platform';

// Only pages inside the native app need the deep-link table: the web never downloads it.
const LazyNativeLinkInterceptor = lazy(async () => ({
  default: (await import('./native-link-interceptor/native-link-interceptor')).NativeLinkInterceptor,
}));

/** Latest start of the deferred services after the load event, idle or not. */
const IDLE_START_TIMEOUT_MS = 3_000;

/** Build id baked in by the app's Vite config; a new build registers a new service worker. */
const BUILD_VERSION = typeof __BUILD_VERSION__ !== 'undefined' ? __BUILD_VERSION__ : 'dev';
const IS_PRODUCTION_BUILD = typeof __BUILD_VERSION__ !== 'undefined' && BUILD_VERSION !== 'dev';

/**
 * Starts the platform services once per page: monitoring (only when the site has a DSN, and then
 * loaded lazily so its SDK never weighs on the first load), the device fingerprint, the service
 * worker (production builds), the hidden micro-app containers, and inside the native app the
 * deep links to native screens. Each fails quietly.
 */
export function PlatformBoot({ site }: { site: SiteConfig }): ReactNode {
  const [nativeApp] = useState(currentNativeApp);
  useEffect(() => {
    void ensureFingerprint().catch(() => undefined);
    // The SDK and the worker wait for load and an idle moment: on a phone they were the most
    // expensive script of the trade page (Lighthouse TBT), competing with the page's own code.
    return whenIdle(() => {
      if (site.sentryDsn) {
        void import('@exchange/platform/monitoring')
          .then(({ initMonitoring }) => initMonitoring({ dsn: site.sentryDsn, release: BUILD_VERSION, environment: site.key }))
          .catch(() => undefined);
      }
      if (IS_PRODUCTION_BUILD) void registerServiceWorker({ version: BUILD_VERSION }).catch(() => undefined);
      void import('./vitals/vitals').then(({ startVitals }) => startVitals({ siteKey: site.key })).catch(() => undefined);
    }, IDLE_START_TIMEOUT_MS);
  }, [site.sentryDsn, site.key]);
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
