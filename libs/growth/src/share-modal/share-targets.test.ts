/** @jest-environment node */
import { allowedShareTargets, buildShareUrl, isShareWayAllowed, shareTargetHref } from './share-targets';

describe('allowedShareTargets', () => {
  it('offers every network by default', () => {
    expect(allowedShareTargets()).toEqual(['twitter', 'telegram', 'facebook', 'whatsapp', 'linkedin', 'reddit', 'line']);
  });

  it('removes the forbidden ways, whatever their case, and x means twitter', () => {
    expect(allowedShareTargets(['Telegram', 'x', 'line'])).toEqual(['facebook', 'whatsapp', 'linkedin', 'reddit']);
  });

  it('copy and poster can be forbidden too', () => {
    expect(isShareWayAllowed('copy', ['copy'])).toBe(false);
    expect(isShareWayAllowed('poster', ['copy'])).toBe(true);
  });
});

describe('buildShareUrl', () => {
  it('adds the invite code as ref_uid for a logged-in sharer', () => {
    expect(buildShareUrl('https://example.com/signup?ch=a', { refCode: 'AB12', isLogin: true })).toBe(
      'https://example.com/signup?ch=a&ref_uid=AB12',
    );
  });

  it('leaves the url alone for visitors, without a code, or when ref_uid is already there', () => {
    expect(buildShareUrl('https://example.com/', { refCode: 'AB12', isLogin: false })).toBe('https://example.com/');
    expect(buildShareUrl('https://example.com/', { isLogin: true })).toBe('https://example.com/');
    expect(buildShareUrl('https://example.com/?ref_uid=Z', { refCode: 'AB12', isLogin: true })).toBe('https://example.com/?ref_uid=Z');
    expect(buildShareUrl('not a url', { refCode: 'AB12', isLogin: true })).toBe('not a url');
  });
});

describe('shareTargetHref', () => {
  it('encodes the text and url for each network', () => {
    const url = 'https://example.com/a?b=1&c=2';
    expect(shareTargetHref('twitter', url, 'Join me & win')).toBe(
      'https://x.com/intent/tweet?text=Join%20me%20%26%20win&url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2',
    );
    expect(shareTargetHref('telegram', url, 'hi')).toBe('https://t.me/share/url?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2&text=hi');
    expect(shareTargetHref('whatsapp', url, 'hi')).toBe('https://wa.me/?text=hi%20https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2');
    expect(shareTargetHref('facebook', url, 'hi')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2');
  });
});
