type LoadLatinFonts = typeof import('./load-latin-fonts')['loadLatinFonts'];

/** A fresh copy of the module (its promise is kept per page). */
function freshLoader(): LoadLatinFonts {
  let loader!: LoadLatinFonts;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof import('./load-latin-fonts')>('./load-latin-fonts').loadLatinFonts;
  });
  return loader;
}

/** Stands in for the Font Loading API; `found` says which weights have a face. */
function fakeFonts(found: (font: string) => boolean): jest.Mock {
  const load = jest.fn((font: string) => Promise.resolve(found(font) ? [{}] : []));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

afterEach(() => {
  delete (document as { fonts?: unknown }).fonts;
});

describe('loadLatinFonts', () => {
  it("resolves true once Inter's three weights are loaded, and loads them once per page", async () => {
    const load = fakeFonts(() => true);
    const loadLatinFonts = freshLoader();
    await expect(loadLatinFonts()).resolves.toBe(true);
    await expect(loadLatinFonts()).resolves.toBe(true);
    expect(load.mock.calls.map(([font]) => font)).toEqual(['400 1em Inter', '500 1em Inter', '600 1em Inter']);
  });

  it('resolves false when a weight has no face (the cookie is then not written)', async () => {
    fakeFonts((font) => !font.startsWith('600'));
    await expect(freshLoader()()).resolves.toBe(false);
  });

  it('resolves false without the Font Loading API (the stylesheet alone)', async () => {
    await expect(freshLoader()()).resolves.toBe(false);
  });
});
