import { removeCookie } from '@exchange/platform';
import { markDocument } from './mark-document';

afterEach(() => {
  for (const name of ['dark', 'uid', 'nickname', 'fonts_cached']) removeCookie(name);
});

describe('the mark script (before the first paint)', () => {
  it('marks a visitor without cookies light and logged out', () => {
    const root = document.createElement('html');
    markDocument(root);
    expect(root.dataset).toMatchObject({ theme: 'light', session: 'visitor', fonts: 'swap' });
  });

  it('marks dark from a dark cookie another property wrote (dark=true), and a customer from both login cookies', async () => {
    document.cookie = 'dark=true; path=/';
    document.cookie = 'uid=7; path=/';
    document.cookie = 'nickname=ann; path=/';
    await Promise.resolve();
    const root = document.createElement('html');
    markDocument(root);
    expect(root.dataset).toMatchObject({ theme: 'dark', session: 'customer' });
  });

  it('marks a browser that has the web fonts cached, so its first paint waits for them', () => {
    document.cookie = 'fonts_cached=1; path=/';
    const root = document.createElement('html');
    markDocument(root);
    expect(root.dataset.fonts).toBe('cached');
  });
});
