/**
 * Starts Chrome's ICU number formatting data: the page's first `Intl.NumberFormat` loads it in a
 * long task of its own, for any locale (later ones cost nothing). Run from a tiny head script of
 * its own while the app's chunk is still downloading, that start-up lands on a main thread with
 * nothing else to do instead of in a task after the app started (Lighthouse's total blocking time).
 */
export function warmIcu(): void {
  new Intl.NumberFormat().format(0);
}
