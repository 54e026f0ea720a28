/**
 * The layout-shift guard: sums every layout shift of a page's first load on a phone
 * (Lighthouse's mobile viewport, 4× CPU), as a new visitor meets it. The sum is at least the CLS
 * Lighthouse reports (its largest session window), so a page under the limit here is under it there.
 * Untimed: the figure is a fraction of the viewport, not a duration.
 */
import type { Page } from '@playwright/test';
import { ABSOLUTE_LIMITS } from '../bench/lighthouse-table';

/** Lighthouse's default mobile screen (Moto G Power): where the bench scores CLS. */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/** Time after the load (network idle, fonts ready) in which the first live data still arrives. */
const SETTLE_MS = 2_000;

/** One layout shift the browser reported: how much, and what moved. */
export interface Shift {
  value: number;
  /** Selector-ish names of the nodes that moved. */
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Records layout shifts (those without recent input, as CLS counts them) before any page script runs. */
export async function installShiftRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      const mode = node.getAttribute('data-mode') ?? node.getAttribute('aria-label');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${mode ? `[${mode}]` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => name(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads `path` with the CPU slowed 4× and returns every shift until the first load has settled. */
export async function firstLoadShifts(page: Page, path: string): Promise<Shift[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await page.locator('#main-content > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/** The guard: passes when the shifts add up to at most the bench's CLS limit, and names what moved otherwise. */
export function checkLayoutShifts(shifts: Shift[], limit: number = ABSOLUTE_LIMITS.cls): { ok: boolean; total: number; message: string } {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const ok = total <= limit;
  const worst = [...shifts].sort((a, b) => b.value - a.value).slice(0, 3);
  const message = ok
    ? `layout shifts add up to ${total.toFixed(4)} (limit ${limit})`
    : `layout shifts add up to ${total.toFixed(4)}, over the limit of ${limit}: ${worst.map((shift) => `${shift.value.toFixed(4)} (${shift.moved.join(', ')})`).join('; ')}. ` +
      'Reserve the space of what arrives late (a lazy page, a bar, a web font, a live figure) so painted content never moves';
  return { ok, total, message };
}
