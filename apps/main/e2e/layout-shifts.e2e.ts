import { expect, test } from '@playwright/test';
import { checkLayoutShifts, firstLoadShifts, installShiftRecorder, LIGHTHOUSE_PHONE } from '../../../tools/e2e/layout-shifts';
import { ABSOLUTE_LIMITS } from '../../../tools/bench/lighthouse-table';

/*
 * Layout-shift guard (CLS ≤ 0.05 everywhere): the pages the Lighthouse bench scores, on
 * its phone screen with the CPU slowed 4×, as a new visitor (the cookies bar arrives on every one).
 * What moved before: the footer under an empty main while a page's chunk loaded (trade, futures),
 * the footer lifted by the cookies bar (account, referral), the ticker's stats wrapping when the
 * first price or a web font arrived (trade, futures).
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'referral', path: '/referral' },
  { name: 'account (a visitor: the login page)', path: '/myaccount/security' },
  { name: 'trade', path: '/trade/BTC_USDT' },
  { name: 'futures', path: '/futures/usdt/BTC_USDT' },
  // Painted in the system's fonts, then swapped into the cut CJK faces (and Inter).
  { name: 'home in Japanese', path: '/ja/' },
  { name: 'trade in Japanese', path: '/ja/trade/BTC_USDT' },
] as const;

test.describe('first-load layout shifts on a phone (production build behind nginx)', () => {
  test.use({ ...LIGHTHOUSE_PHONE });

  for (const { name, path } of PAGES) {
    test(`${name}: shifts add up to at most ${ABSOLUTE_LIMITS.cls}`, async ({ page }) => {
      await installShiftRecorder(page);
      const verdict = checkLayoutShifts(await firstLoadShifts(page, `${path}${path.includes('?') ? '&' : '?'}mock_scenario=visitor`));
      test.info().annotations.push({ type: 'layout shifts', description: verdict.message });
      expect(verdict.ok, verdict.message).toBe(true);
    });
  }

  test('the guard fails shifts over the limit and names what moved', () => {
    const verdict = checkLayoutShifts([
      { value: 0.04, moved: ['footer[download-modal]'] },
      { value: 0.02, moved: ['section[Price chart BTC/USDT]'] },
    ]);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('over the limit of 0.05');
    expect(verdict.message).toContain('footer[download-modal]');
    expect(checkLayoutShifts([{ value: ABSOLUTE_LIMITS.cls, moved: [] }]).ok).toBe(true);
  });

  test('the recorder sees a shift the page makes (the bad case, live)', async ({ page }) => {
    await installShiftRecorder(page);
    const before = await firstLoadShifts(page, '/no-such-page?mock_scenario=visitor');
    // What a late banner inserted above painted content does: everything below it moves down.
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.style.blockSize = '240px';
      document.getElementById('main-content')?.prepend(banner);
    });
    await expect.poll(() => page.evaluate(() => window.__layoutShifts?.length ?? 0)).toBeGreaterThan(before.length);
    const after = await page.evaluate(() => window.__layoutShifts ?? []);
    expect(checkLayoutShifts(after).ok).toBe(false);
  });
});
