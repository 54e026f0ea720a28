import { installFakeFontFaces, type FakeFontFaces } from './font-face-fake';

type LoadLatinFonts = typeof import('./load-latin-fonts')['loadLatinFonts'];

/** A fresh copy of the module (its promise is kept per page). */
function freshLoader(): LoadLatinFonts {
  let loader!: LoadLatinFonts;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof import('./load-latin-fonts')>('./load-latin-fonts').loadLatinFonts;
  });
  return loader;
}

/** Calls the loader and lets its chunk import and every face load finish. */
async function loadWith(fake: FakeFontFaces, loader: LoadLatinFonts): Promise<boolean> {
  const done = loader();
  await jest.requireActual('./latin-fonts');
  for (let turn = 0; turn < 5 && fake.added.length === 0; turn += 1) await fake.settle();
  return done;
}

let fake: FakeFontFaces | undefined;
afterEach(() => {
  fake?.restore();
  fake = undefined;
  document.body.textContent = '';
});

describe('loadLatinFonts', () => {
  it("resolves true once Inter's faces are on the page, and loads them once per page", async () => {
    fake = installFakeFontFaces();
    const loadLatinFonts = freshLoader();
    await expect(loadWith(fake, loadLatinFonts)).resolves.toBe(true);
    await expect(loadLatinFonts()).resolves.toBe(true);
    expect(fake.created).toHaveLength(21);
    expect(fake.added).toHaveLength(21);
  });

  it("fetches the subsets the page's text needs when it is called (Cyrillic on a Russian page)", async () => {
    fake = installFakeFontFaces();
    document.body.textContent = 'Войти';
    await loadWith(fake, freshLoader());
    expect(fake.created.filter((face) => face.loadCalls > 0)).toHaveLength(6);
  });

  it('resolves false when a face fails to load (the cookie is then not written)', async () => {
    fake = installFakeFontFaces((face) => face.descriptors.weight === '600');
    await expect(loadWith(fake, freshLoader())).resolves.toBe(false);
  });

  it('resolves false without the Font Loading API (text stays in the system fonts)', async () => {
    await expect(freshLoader()()).resolves.toBe(false);
  });
});
