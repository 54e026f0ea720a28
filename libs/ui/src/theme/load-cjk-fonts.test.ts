import { needsCjkFonts } from './load-cjk-fonts';

describe('needsCjkFonts', () => {
  it.each(['zh', 'zh-CN', 'zh-TW', 'ja', 'JA'])('%s needs the CJK faces', (locale) => {
    expect(needsCjkFonts(locale)).toBe(true);
  });
  it.each(['en', 'ar', 'tr', 'ko', 'jv', 'zha'])('%s does not', (locale) => {
    expect(needsCjkFonts(locale)).toBe(false);
  });
});
