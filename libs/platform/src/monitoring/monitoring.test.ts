import * as Sentry from '@sentry/browser';
import { MASK } from './mask-pii';
import { setPlatformErrorSink } from './log-platform-error';
import {
  beforeBreadcrumb,
  beforeSend,
  createMonitoringOptions,
  initMonitoring,
  isBotUserAgent,
  loadMasker,
  logPlatformError,
  monitoringIntegrations,
  NAVIGATION_BREADCRUMBS,
  shouldIgnoreEvent,
} from './monitoring';

jest.mock('@sentry/browser', () => {
  const actual = jest.requireActual('@sentry/browser');
  const init = jest.fn();
  return {
    ...actual,
    init: jest.fn(),
    captureException: jest.fn(),
    addBreadcrumb: jest.fn(),
    setCurrentClient: jest.fn(),
    // Records the options the client was built with; `init` stands for `client.init()`.
    BrowserClient: jest.fn().mockImplementation((options: unknown) => ({ options, init })),
  };
});

/** The options of the last client built, and whether it was started. */
function lastClient(): { options: Record<string, unknown> & { beforeSend(event: unknown, hint: unknown): unknown; beforeBreadcrumb(b: unknown): unknown }; init: jest.Mock } {
  const mock = Sentry.BrowserClient as unknown as jest.Mock;
  return mock.mock.results[mock.mock.results.length - 1].value;
}

const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const exception = (type: string, value: string) => ({ exception: { values: [{ type, value }] } });

describe('the masker, fetched with the first event or breadcrumb', () => {
  it('is not loaded with monitoring; an event waits for it, and a breadcrumb kept until then leaves masked inside the event', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = jest.requireActual<typeof import('./monitoring')>('./monitoring');
      expect(fresh.initMonitoring({ dsn: 'https://k@o.ingest.example/1', userAgent: UA })).toBe(true);
      const { options } = lastClient();
      const crumb = { category: 'console', message: 'signed in from 10.1.2.3' };
      // Before the masker is in, the breadcrumb stays in the page's memory as it is ...
      expect(options.beforeBreadcrumb(crumb)).toBe(crumb);
      // ... and the event that carries it out is masked whole.
      const sent = options.beforeSend({ message: 'mail a@b.io', breadcrumbs: [crumb] }, {});
      expect(sent).toBeInstanceOf(Promise);
      expect(await sent).toEqual({ message: `mail ${MASK.email}`, breadcrumbs: [{ category: 'console', message: `signed in from ${MASK.ip}` }] });
      // Once it is in, both are masked at once.
      expect(options.beforeBreadcrumb({ message: 'ip 10.1.2.3' })).toEqual({ message: `ip ${MASK.ip}` });
      expect(options.beforeSend({ message: 'ip 10.1.2.3' }, {})).toEqual({ message: `ip ${MASK.ip}` });
    });
  });

  it('drops an event when the masker cannot load, and tries again with the next one', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./masker', () => {
        throw new Error('chunk failed');
      });
      const fresh = jest.requireActual<typeof import('./monitoring')>('./monitoring');
      await expect(fresh.beforeSend({ message: 'mail a@b.io' }, UA)).resolves.toBeNull();
      jest.dontMock('./masker');
      await expect(fresh.beforeSend({ message: 'mail a@b.io' }, UA)).resolves.toEqual({ message: `mail ${MASK.email}` });
    });
  });
});

describe('monitoring switch', () => {
  beforeAll(() => loadMasker());

  beforeEach(() => jest.clearAllMocks());

  it('is off when the DSN is empty', () => {
    expect(createMonitoringOptions({ dsn: '' })).toBeUndefined();
    expect(initMonitoring({ dsn: '  ', userAgent: UA })).toBe(false);
    expect(Sentry.BrowserClient).not.toHaveBeenCalled();
  });

  it('is off for bot traffic', () => {
    expect(initMonitoring({ dsn: 'https://k@o.ingest.example/1', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe(false);
    expect(Sentry.BrowserClient).not.toHaveBeenCalled();
  });

  it('starts Sentry with release, environment, no user info, cookies, headers or bodies and the masking hooks', () => {
    expect(initMonitoring({ dsn: 'https://k@o.ingest.example/1', release: 'web@1.2.3', environment: 'production', userAgent: UA })).toBe(true);
    const { options, init } = lastClient();
    expect(init).toHaveBeenCalledTimes(1);
    expect(Sentry.setCurrentClient).toHaveBeenCalledWith(lastClient());
    expect(Sentry.init).not.toHaveBeenCalled();
    expect(options).toMatchObject({ dsn: 'https://k@o.ingest.example/1', release: 'web@1.2.3', environment: 'production', dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] } });
    expect(options.beforeSend({ message: 'mail a@b.io' }, {})).toEqual({ message: `mail ${MASK.email}` });
    expect(options.beforeBreadcrumb({ message: 'ip 10.1.2.3' })).toEqual({ message: `ip ${MASK.ip}` });
  });

  it('never throws when Sentry itself fails, and logs handled errors only while on', () => {
    (Sentry.BrowserClient as unknown as jest.Mock).mockImplementationOnce(() => {
      throw new Error('broken sdk');
    });
    expect(initMonitoring({ dsn: 'https://k@o.ingest.example/1', userAgent: UA })).toBe(false);
    logPlatformError('micro-app', new Error('x'));
    expect(Sentry.captureException).not.toHaveBeenCalled();
    initMonitoring({ dsn: 'https://k@o.ingest.example/1', userAgent: UA });
    logPlatformError('micro-app', new Error('x'));
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });
});

describe('integrations (nothing wraps timers, animation frames or event targets)', () => {
  /** Sentry's integrations that wrap setTimeout/setInterval/requestAnimationFrame/addEventListener or instrument clicks, fetch, XHR and console. */
  const WRAPPING = ['BrowserApiErrors', 'TryCatch', 'Breadcrumbs', 'Console', 'FunctionToString', 'BrowserSession', 'HttpClient', 'ReportingObserver'];

  it('builds the client with an explicit list, a fetch transport and the stack parser, never the defaults', () => {
    const options = createMonitoringOptions({ dsn: 'https://k@o.ingest.example/1', userAgent: UA })!;
    const names = (options.integrations as Array<{ name: string }>).map((integration) => integration.name);
    expect(names).toEqual(['EventFilters', 'GlobalHandlers', 'LinkedErrors', 'Dedupe', 'HttpContext', NAVIGATION_BREADCRUMBS]);
    expect(names.filter((name) => WRAPPING.includes(name))).toEqual([]);
    expect(options.transport).toBe(Sentry.makeFetchTransport);
    expect(options.stackParser).toBe(Sentry.defaultStackParser);
    expect(options).not.toHaveProperty('defaultIntegrations');
  });

  it("the negative case: Sentry's default list carries the wrapping integrations this one leaves out", () => {
    const defaults = Sentry.getDefaultIntegrations({}).map((integration) => integration.name);
    expect(defaults.filter((name) => WRAPPING.includes(name))).toEqual(expect.arrayContaining(['BrowserApiErrors', 'Breadcrumbs']));
    expect(monitoringIntegrations().map((integration) => integration.name).filter((name) => WRAPPING.includes(name))).toEqual([]);
  });

  it('keeps navigation breadcrumbs (path only) and leaves timers and event targets as they were', () => {
    const { setTimeout: timeoutBefore, requestAnimationFrame: rafBefore } = window;
    const addEventListenerBefore = EventTarget.prototype.addEventListener;
    const navigation = monitoringIntegrations().find((integration) => integration.name === NAVIGATION_BREADCRUMBS)!;
    const pushState = window.history.pushState;
    const replaceState = window.history.replaceState;
    try {
      navigation.setupOnce?.();
      window.history.pushState({}, '', '/trade/BTC_USDT?ref=abc');
      expect(Sentry.addBreadcrumb).toHaveBeenLastCalledWith({ category: 'navigation', data: { from: '/', to: '/trade/BTC_USDT' } });
      window.history.replaceState({}, '', '/trade/BTC_USDT');
      expect(Sentry.addBreadcrumb).toHaveBeenCalledTimes(1);
    } finally {
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      window.history.replaceState({}, '', '/');
    }
    expect(window.setTimeout).toBe(timeoutBefore);
    expect(window.requestAnimationFrame).toBe(rafBefore);
    expect(EventTarget.prototype.addEventListener).toBe(addEventListenerBefore);
  });
});

describe('ignored events', () => {
  beforeAll(() => loadMasker());
  // Monitoring off: these events are about what is dropped and kept, not about the throttle.
  beforeEach(() => setPlatformErrorSink(undefined));
  it.each([
    ['chunk load', exception('ChunkLoadError', 'Loading chunk 123 failed.')],
    ['dynamic import', exception('TypeError', 'Failed to fetch dynamically imported module: https://x/assets/a.js')],
    ['storage denied', exception('SecurityError', "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.")],
    ['DOM removal', exception('NotFoundError', "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.")],
    ['message form', { message: 'NotFoundError: removeChild failed' }],
  ])('drops %s errors', (_name, event) => {
    expect(shouldIgnoreEvent(event, UA)).toBe(true);
    expect(beforeSend(event, UA)).toBeNull();
  });

  it('keeps ordinary errors', () => {
    const event = exception('TypeError', "Cannot read properties of undefined (reading 'price')");
    expect(shouldIgnoreEvent(event, UA)).toBe(false);
    expect(beforeSend(event, UA)).toEqual(event);
  });

  it('recognises bots and headless browsers, not people', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36')).toBe(true);
    expect(isBotUserAgent(UA)).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
    expect(shouldIgnoreEvent({ message: 'x' }, 'Baiduspider')).toBe(true);
  });

  it('masks secrets in breadcrumbs', () => {
    expect(beforeBreadcrumb({ message: 'token=abc' })).toEqual({ message: `token=${MASK.secret}` });
  });
});

describe('uncaught errors and rejections pass the same throttle as handled failures', () => {
  beforeAll(() => loadMasker());
  beforeEach(() => setPlatformErrorSink(undefined));

  it("120 uncaught errors with varying messages: the client's beforeSend lets 2 out and holds the rest for the summary; handled failures, throttled already, pass", () => {
    initMonitoring({ dsn: 'https://k@o.ingest.example/1', userAgent: UA });
    const { options } = lastClient();
    const out = Array.from({ length: 120 }, (_, i) =>
      options.beforeSend({ exception: { values: [{ type: 'TypeError', value: `Cannot read properties of undefined (reading 'f${i % 7}x${i}')`, mechanism: { type: i % 2 ? 'onerror' : 'onunhandledrejection' } }] } }, {}),
    ).filter((event) => event !== null);
    expect(out).toHaveLength(2);
    expect(options.beforeSend({ message: 'gap', tags: { platform: 'market-stream' } }, {})).not.toBeNull();
  });
});
