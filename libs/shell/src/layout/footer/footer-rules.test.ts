/** @jest-environment node */
import { getSite } from '@exchange/site-registry';
import { createTheme } from '@exchange/ui';
import { floatingMenuGeometry, footerMode, isPhoneViewport, showFloatingDownloadMenu, showGiftBox } from './footer-rules';

describe('footer rules', () => {
  it('links from 992 px, the download modal below (nothing to download on Turkey: copyright only)', () => {
    expect(footerMode(992, getSite('main'))).toBe('links');
    expect(footerMode(991, getSite('main'))).toBe('download-modal');
    expect(footerMode(991, getSite('turkey'))).toBe('copyright-only');
    expect(footerMode(992, getSite('turkey'))).toBe('links');
  });

  it('phones are narrower than 768 px', () => {
    expect(isPhoneViewport(767)).toBe(true);
    expect(isPhoneViewport(768)).toBe(false);
  });

  it('the floating download menu is hidden for phones, Hong Kong and EU, or when explicitly hidden', () => {
    expect(showFloatingDownloadMenu({ site: getSite('main'), isPhone: false })).toBe(true);
    expect(showFloatingDownloadMenu({ site: getSite('main'), isPhone: true })).toBe(false);
    expect(showFloatingDownloadMenu({ site: getSite('hk'), isPhone: false })).toBe(false);
    expect(showFloatingDownloadMenu({ site: getSite('eu'), isPhone: false })).toBe(false);
    expect(showFloatingDownloadMenu({ site: getSite('turkey'), isPhone: false })).toBe(true);
    expect(showFloatingDownloadMenu({ site: getSite('main'), isPhone: false, explicitlyHidden: true })).toBe(false);
  });

  it('the gift box is hidden on Turkey only', () => {
    expect(showGiftBox(getSite('turkey'))).toBe(false);
    expect(showGiftBox(getSite('main'))).toBe(true);
    expect(showGiftBox(getSite('hk'))).toBe(true);
  });

  it('the floating download menu is one touch target high, one spacing step up; the footer keeps it and one step more', () => {
    const theme = createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' });
    const step = theme.spacing[4];
    const target = theme.sizes.touchTarget;
    expect(step).toBeGreaterThan(0);
    expect(floatingMenuGeometry(theme)).toEqual({ inset: step, button: target, reserve: step + target + step });
  });
});
