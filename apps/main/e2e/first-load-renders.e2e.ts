import { expect, test } from '@playwright/test';
import {
  checkFirstLoadCommits,
  countFirstLoadCommits,
  FIRST_LOAD_COMMIT_LIMIT,
  installCommitCounter,
  prepareDeterministicFirstLoad,
} from '../../../tools/e2e/first-load-commits';

/*
 * Re-render guard: home's first load as a new visitor, counted in React commits with
 * the first-load calls answered in a fixed order. Untimed: the figure is a count, not a duration.
 */
test.describe('first load re-renders (production build behind nginx)', () => {
  test(`home settles in at most ${FIRST_LOAD_COMMIT_LIMIT} React commits for a new visitor`, async ({ page, context, baseURL }) => {
    await prepareDeterministicFirstLoad(context, baseURL!);
    await installCommitCounter(page);
    const result = await countFirstLoadCommits(page, '/');
    const verdict = checkFirstLoadCommits(result);
    test.info().annotations.push({ type: 'commits', description: verdict.message });
    expect(verdict.ok, verdict.message).toBe(true);
    // The page really rendered (the count is of a working first load, not of an error screen).
    await expect(page.getByTestId('site-name')).toBeVisible();
  });

  test('the guard fails a first load that takes one commit more than the limit', () => {
    const bad = { count: FIRST_LOAD_COMMIT_LIMIT + 1, at: Array.from({ length: FIRST_LOAD_COMMIT_LIMIT + 1 }, (_, i) => 100 * i) };
    const verdict = checkFirstLoadCommits(bad);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain(`over the limit of ${FIRST_LOAD_COMMIT_LIMIT}`);
    expect(checkFirstLoadCommits({ count: FIRST_LOAD_COMMIT_LIMIT, at: [] }).ok).toBe(true);
  });

  test('the counter sees the commits a re-render adds (the bad case, live)', async ({ page, context, baseURL }) => {
    await prepareDeterministicFirstLoad(context, baseURL!);
    await installCommitCounter(page);
    const settled = await countFirstLoadCommits(page, '/');
    // One more state change after the load (accepting the cookies bar): the counter must see its
    // commit, and the guard, held to the settled count, must fail on it.
    await page.getByRole('button', { name: /accept/i }).first().click();
    await expect.poll(() => page.evaluate(() => window.__firstLoadCommits?.length ?? 0)).toBeGreaterThan(settled.count);
    const after = await page.evaluate(() => (window.__firstLoadCommits ?? []).map((t) => Math.round(t)));
    expect(checkFirstLoadCommits({ count: after.length, at: after }, settled.count).ok).toBe(false);
  });
});
