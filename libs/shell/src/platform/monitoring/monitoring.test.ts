import * as Sentry from '@sentry/browser';
import { MASK } from './mask-pii';
import { beforeBreadcrumb, beforeSend, createMonitoringOptions, initMonitoring, isBotUserAgent, logPlatformError, shouldIgnoreEvent } from './monitoring';

jest.mock('@sentry/browser', () => ({ init: jest.fn(), captureException: jest.fn() }));

const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const exception = (type: string, value: string) => ({ exception: { values: [{ type, value }] } });

describe('monitoring switch', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is off when the DSN is empty', () => {
    expect(createMonitoringOptions({ dsn: '' })).toBeUndefined();
    expect(initMonitoring({ dsn: '  ', userAgent: UA })).toBe(false);
    expect(Sentry.init).not.toHaveBeenCalled();
  });

  it('is off for bot traffic', () => {
    expect(initMonitoring({ dsn: 'https://k@o.ingest.example/1', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe(false);
    expect(Sentry.init).not.toHaveBeenCalled();
  });

  it('starts Sentry with release, environment, no user info, cookies, headers or bodies and the masking hooks', () => {
    expect(initMonitoring({ dsn: 'https://k@o.ingest.example/1', release: 'web@1.2.3', environment: 'production', userAgent: UA })).toBe(true);
    const options = (Sentry.init as jest.Mock).mock.calls[0][0];
    expect(options).toMatchObject({ dsn: 'https://k@o.ingest.example/1', release: 'web@1.2.3', environment: 'production', dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] } });
    expect(options.beforeSend({ message: 'mail a@b.io' }, {})).toEqual({ message: `mail ${MASK.email}` });
    expect(options.beforeBreadcrumb({ message: 'ip 10.1.2.3' })).toEqual({ message: `ip ${MASK.ip}` });
  });

  it('never throws when Sentry itself fails, and logs handled errors only while on', () => {
    (Sentry.init as jest.Mock).mockImplementationOnce(() => {
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

describe('ignored events', () => {
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
