import { CJK_UI_FAMILY } from './cjk-ui-faces';
import { cutLocale } from './cut-cjk-faces';
import { loadCjkUiFonts, needsCjkFonts } from './load-cjk-fonts';

describe('needsCjkFonts', () => {
  it.each(['zh', 'zh-CN', 'zh-TW', 'ja', 'JA'])('%s needs the CJK faces', (locale) => {
    expect(needsCjkFonts(locale)).toBe(true);
  });
  it.each(['en', 'ar', 'tr', 'ko', 'jv', 'zha'])('%s does not', (locale) => {
    expect(needsCjkFonts(locale)).toBe(false);
  });
});

describe('cutLocale', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant', 'tw'],
  ])('%s reads the %s catalogue', (bcp47, catalogue) => {
    expect(cutLocale(bcp47)).toBe(catalogue);
  });
  it.each(['en', 'ko', 'zha', 'jav'])('%s has no cut faces', (bcp47) => {
    expect(cutLocale(bcp47)).toBeUndefined();
  });
});

describe('loadCjkUiFonts (through the chunk of cut faces)', () => {
  const load = jest.fn<Promise<FontFace[]>, [string, string?]>();
  beforeAll(() => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'fonts');
  });
  beforeEach(() => load.mockReset().mockResolvedValue([]));

  it("waits for both weights of the cut family, asked with a character they carry (a face with a unicode-range loads only for its text)", async () => {
    await loadCjkUiFonts('ja');
    expect(load.mock.calls).toEqual([
      [`400 1em '${CJK_UI_FAMILY}'`, '、'],
      [`600 1em '${CJK_UI_FAMILY}'`, '、'],
    ]);
  });

  it('asks for nothing on a page without CJK text', async () => {
    await loadCjkUiFonts('en');
    expect(load).not.toHaveBeenCalled();
  });

  it('resolves when a face fails, so the render never waits on it', async () => {
    load.mockRejectedValue(new Error('network'));
    await expect(loadCjkUiFonts('zh-TW')).resolves.toBeUndefined();
  });
});
