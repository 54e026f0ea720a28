import { whenIdle } from './clock';

/**
 * Safari (WebKit) has no requestIdleCallback (WebKitGTK 2.50 neither); Chromium and Firefox have
 * it. whenIdle must run its work in both kinds of engine, and cancel it in both.
 */
describe('whenIdle', () => {
  const original = globalThis.requestIdleCallback;
  const originalCancel = globalThis.cancelIdleCallback;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    globalThis.requestIdleCallback = original;
    globalThis.cancelIdleCallback = originalCancel;
  });

  describe('in an engine without requestIdleCallback (Safari)', () => {
    beforeEach(() => {
      // @ts-expect-error: the engine lacks it
      delete globalThis.requestIdleCallback;
      // @ts-expect-error: the engine lacks it
      delete globalThis.cancelIdleCallback;
    });

    it('runs the work on the next task once the page has loaded', () => {
      const fn = jest.fn();
      whenIdle(fn, 2_000);
      expect(fn).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(fn).toHaveBeenCalledTimes(1);
    });

    it('never runs cancelled work', () => {
      const fn = jest.fn();
      whenIdle(fn, 2_000)();
      jest.advanceTimersByTime(10_000);
      expect(fn).not.toHaveBeenCalled();
    });
  });

  describe('in an engine with requestIdleCallback (Chromium, Firefox)', () => {
    it('hands the work and its deadline to requestIdleCallback, and cancels through it', () => {
      const request = jest.fn((_fn: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
      const cancel = jest.fn();
      globalThis.requestIdleCallback = request;
      globalThis.cancelIdleCallback = cancel;
      const fn = jest.fn();
      const stop = whenIdle(fn, 2_000);
      expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
      request.mock.calls[0][0]({ didTimeout: false, timeRemaining: () => 10 });
      expect(fn).toHaveBeenCalledTimes(1);
      stop();
      expect(cancel).toHaveBeenCalledWith(7);
    });
  });
});
