import { addInterFaces, interSubsetsFor } from './latin-fonts';
import { installFakeFontFaces, type FakeFontFaces } from './font-face-fake';

let fake: FakeFontFaces;
afterEach(() => fake?.restore());

const weightsOf = (faces: FakeFontFaces['created']) => faces.map((face) => face.descriptors.weight);
const loaded = () => fake.created.filter((face) => face.loadCalls > 0);

describe('interSubsetsFor', () => {
  it.each([
    ['English text, up to U+00FF', 'Trade ÿ', ['latin']],
    ["punctuation Latin's own range covers (U+2019, U+20AC)", 'It’s €5', ['latin']],
    ['Turkish (U+015F, Latin Extended)', 'Giriş', ['latin-ext', 'latin']],
    ['the first Latin Extended character (U+0100)', 'Ā', ['latin-ext', 'latin']],
    ['Russian (Cyrillic)', 'Войти', ['cyrillic', 'latin']],
    ['the first Cyrillic Extended character (U+0460)', 'Ѡ', ['cyrillic-ext', 'latin']],
    ['Greek', 'Ω', ['greek', 'latin']],
    ['Japanese, with Latin', '取引所 BTC', ['latin']],
    ['the last Cyrillic Extended-B character before the CJK skip (U+A69F)', '\ua69f', ['cyrillic-ext', 'latin']],
  ])('%s', (_label, text, subsets) => {
    expect(interSubsetsFor(text)).toEqual(subsets);
  });
});

describe('addInterFaces', () => {
  it("loads the Latin faces of the theme's three weights off the page, then adds every face at once", async () => {
    fake = installFakeFontFaces();
    const done = addInterFaces('Log in');
    // Only Latin is made and fetched up front...
    expect(fake.created).toHaveLength(3);
    expect(weightsOf(loaded())).toEqual(['400', '500', '600']);
    expect(loaded().every((face) => face.source.includes('file-stub') && face.descriptors.unicodeRange?.startsWith('U+0000-00FF'))).toBe(true);
    // Nothing reaches the page while a face is still loading: one relayout, not one per face.
    expect(fake.added).toHaveLength(0);
    await fake.settle();
    await expect(done).resolves.toBe(true);
    // ...the other subsets (7 × 3 weights in all, each with its unicode-range) once it is in.
    expect(fake.created).toHaveLength(21);
    expect(new Set(fake.created.map((face) => face.descriptors.unicodeRange)).size).toBe(7);
    expect(fake.added).toEqual(fake.created);
  });

  it("also loads the subsets the page's text needs (Cyrillic on a Russian page)", async () => {
    fake = installFakeFontFaces();
    const done = addInterFaces('Войти');
    expect(loaded().map((face) => face.descriptors.unicodeRange?.slice(0, 11))).toEqual([
      'U+0301,U+04', 'U+0000-00FF', 'U+0301,U+04', 'U+0000-00FF', 'U+0301,U+04', 'U+0000-00FF',
    ]);
    await fake.settle();
    await expect(done).resolves.toBe(true);
  });

  it('resolves false when a face fails to load, and still adds the faces (the rest are usable)', async () => {
    fake = installFakeFontFaces((face) => face.descriptors.weight === '600');
    const done = addInterFaces('Log in');
    await fake.settle();
    await expect(done).resolves.toBe(false);
    expect(fake.added).toHaveLength(21);
  });

  it('resolves false without the Font Loading API (text stays in the system fonts)', async () => {
    await expect(addInterFaces('Log in')).resolves.toBe(false);
  });
});
