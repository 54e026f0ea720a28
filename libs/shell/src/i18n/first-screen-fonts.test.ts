import { readCookie, removeCookie } from '@exchange/platform';
import { fontsForFirstRender as fontsWith } from './first-screen-fonts';
import { FONTS_CACHED_COOKIE } from './fonts-cached';

// The faces load through the test's loaders, and what waits for the paint is only recorded.
const latin = jest.fn<Promise<boolean>, []>();
const cjk = jest.fn<Promise<void>, []>();
const cjkUi = jest.fn<Promise<void>, [string]>();
const deferred = jest.fn<void, [() => Promise<unknown>]>();
const fontsForFirstRender = (bcp47: string) => fontsWith(bcp47, { loadLatinFonts: latin, loadCjkFonts: cjk, loadCjkUiFonts: cjkUi, deferUntilPainted: deferred });

/** A promise and the function that settles it, to see what a render waits for. */
function gate<T>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** Lets the promise chains queued so far run. */
async function flush(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/** True once `promise` has settled (after the microtasks queued so far). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await flush();
  return done;
}

beforeEach(() => {
  jest.clearAllMocks();
  removeCookie(FONTS_CACHED_COOKIE);
});

describe('fontsForFirstRender', () => {
  it("a first visit's render waits for no Latin face; Inter loads once the page has painted", async () => {
    const faces = gate<boolean>();
    latin.mockReturnValue(faces.promise);
    expect(await settled(fontsForFirstRender('en'))).toBe(true);
    expect(latin).not.toHaveBeenCalled();
    expect(deferred).toHaveBeenCalledTimes(1);
    // The deferred parts do not wait for the faces: the registered load resolves at once.
    expect(await settled(deferred.mock.calls[0][0]())).toBe(true);
    expect(latin).toHaveBeenCalledTimes(1);
  });

  it('remembers a browser that got the faces, and not one whose faces failed', async () => {
    latin.mockResolvedValue(false);
    void fontsForFirstRender('en');
    await deferred.mock.calls[0][0]();
    await flush();
    expect(readCookie(FONTS_CACHED_COOKIE)).toBeUndefined();

    latin.mockResolvedValue(true);
    await deferred.mock.calls[0][0]();
    await flush();
    expect(readCookie(FONTS_CACHED_COOKIE)).toBe('1');
  });

  it('a returning browser (the cookie) waits for Inter before the first render and defers nothing', async () => {
    document.cookie = `${FONTS_CACHED_COOKIE}=1`;
    const faces = gate<boolean>();
    latin.mockReturnValue(faces.promise);
    const render = fontsForFirstRender('tr');
    expect(await settled(render)).toBe(false);
    faces.open(true);
    expect(await settled(render)).toBe(true);
    expect(deferred).not.toHaveBeenCalled();
  });

  it.each(['ja', 'zh-CN', 'zh-TW'])("a first visit's %s page waits for no face; Inter and its cut CJK faces load once it has painted, the whole font after them", async (locale) => {
    const cutFaces = gate<void>();
    cjkUi.mockReturnValue(cutFaces.promise);
    latin.mockResolvedValue(true);
    cjk.mockResolvedValue(undefined);
    expect(await settled(fontsForFirstRender(locale))).toBe(true);
    expect(cjkUi).not.toHaveBeenCalled();
    expect(latin).not.toHaveBeenCalled();
    expect(deferred).toHaveBeenCalledTimes(1);
    // The deferred parts do not wait for the faces: the registered load resolves at once.
    expect(await settled(deferred.mock.calls[0][0]())).toBe(true);
    expect(latin).toHaveBeenCalledTimes(1);
    expect(cjkUi).toHaveBeenCalledWith(locale);
    expect(cjk).not.toHaveBeenCalled();
    cutFaces.open();
    await flush();
    expect(cjk).toHaveBeenCalledTimes(1);
    expect(readCookie(FONTS_CACHED_COOKIE)).toBe('1');
  });

  it.each(['ja', 'zh-CN', 'zh-TW'])('a returning browser (the cookie) waits on a %s page for Inter and its cut CJK faces; the whole font loads once it has painted', async (locale) => {
    document.cookie = `${FONTS_CACHED_COOKIE}=1`;
    const cutFaces = gate<void>();
    const latinFaces = gate<boolean>();
    cjkUi.mockReturnValue(cutFaces.promise);
    latin.mockReturnValue(latinFaces.promise);
    cjk.mockResolvedValue(undefined);
    const render = fontsForFirstRender(locale);
    expect(cjkUi).toHaveBeenCalledWith(locale);
    cutFaces.open();
    expect(await settled(render)).toBe(false);
    latinFaces.open(true);
    expect(await settled(render)).toBe(true);
    expect(cjk).not.toHaveBeenCalled();
    expect(deferred).toHaveBeenCalledTimes(1);
    void deferred.mock.calls[0][0]();
    expect(cjk).toHaveBeenCalledTimes(1);
  });

  it('a Latin page asks for no CJK face', async () => {
    latin.mockResolvedValue(true);
    await fontsForFirstRender('en');
    expect(cjk).not.toHaveBeenCalled();
    expect(cjkUi).not.toHaveBeenCalled();
  });
});
