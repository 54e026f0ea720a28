// Platform services against the embedded backend (msw/node) through the real API client: the
// wiring the unit tests stub out.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API_PATHS } from '@exchange/api';
import { handlers, SERVICE_WORKER_CACHE_FIXTURE } from '@exchange/api/testing';
import { removeCookie, readCookie } from '@exchange/platform';
import { clearMessageCache, loadMessages } from '../i18n/load-messages';
import { createAnalytics } from './analytics/analytics-queue';
import { FINGERPRINT_COOKIE } from './constants';
import { ensureFingerprint, isValidFingerprint } from './fingerprint/fingerprint';
import { platformHttp } from './http';
import { resetLocalDb } from '@exchange/platform/testing';

const CDN = 'https://cdn.example.com';
const server = setupServer(
  http.get(`${CDN}/locales/*`, () => new HttpResponse('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
  http.get('*/locales/en/ui.json', () => HttpResponse.json({ 'ui.close': 'Close', 'ui.loading': 'Loading' })),
  // German is partly translated: English fills its gaps (a complete locale would load no English).
  http.get('*/locales/de/ui.json', () => HttpResponse.json({ 'ui.close': 'Schließen' })),
  ...handlers,
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  removeCookie(FINGERPRINT_COOKIE);
  clearMessageCache();
  resetLocalDb();
});

describe('platform services on the embedded backend', () => {
  it('loads translations from the origin when the CDN answers an error page', async () => {
    await expect(loadMessages({ locale: 'de', namespaces: ['ui'], cdnBase: CDN })).resolves.toEqual({ 'ui.close': 'Schließen', 'ui.loading': 'Loading' });
  });

  it('gets a valid fingerprint from /dfdid/udid/c1 and stores it in the cookie', async () => {
    const value = await ensureFingerprint();
    expect(isValidFingerprint(value)).toBe(true);
    expect(readCookie(FINGERPRINT_COOKIE)).toBe(value);
  });

  it('delivers tracked events to the collector, which records them', async () => {
    const analytics = createAnalytics({ schedule: () => () => undefined });
    analytics.track('compliance_guidance_view', { path: '/futures' });
    analytics.track('newuser_signup', { variant: 'A' });
    await analytics.flush();
    expect(analytics.pending()).toBe(0);
    const recorded = await platformHttp().get('/__mock/analytics', (raw) => ({ ok: true, data: raw as { events: Array<{ event: string }> } }));
    expect(recorded.data.events.map((e) => e.event)).toEqual(['compliance_guidance_view', 'newuser_signup']);
  });

  it('finds the service worker cache manifest where the worker reads it', async () => {
    const manifest = await platformHttp().get(API_PATHS.serviceWorkerCache, (raw) => ({ ok: true, data: raw }));
    expect(manifest.data).toEqual(SERVICE_WORKER_CACHE_FIXTURE);
  });
});
