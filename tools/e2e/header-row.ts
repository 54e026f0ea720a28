import type { Page } from '@playwright/test';
import type { HeaderRow } from '../layout/header-row';
import { afterFrames } from './phone-layout';

/**
 * Reads the page's site header (the first `header` not inside `main`) for the row rule
 * (../layout/header-row.ts): its box, and every drawn link and button in it, not counting an open
 * menu's items, a dialog's or a tooltip. A control is clipped when its content overflows it or an
 * ancestor inside the header with hidden overflow cuts it. With `frames`, read after that many
 * animation frames.
 */
export async function readHeaderRow(page: Page, frames = 0): Promise<HeaderRow> {
  return afterFrames(page, frames, (): HeaderRow => {
    const header = document.querySelector('header:not(main header)');
    if (!header) throw new Error('no site header');
    const boxOf = (element: Element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const controls = Array.from(header.querySelectorAll<HTMLElement>('a[href], button, [role="button"]'))
      .filter((control) => !control.closest('[role="menu"], [role="tooltip"], [role="dialog"]'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== 'hidden';
      })
      .map((control) => {
        const box = boxOf(control);
        let clipped = control.scrollWidth > control.clientWidth + 1;
        for (let parent = control.parentElement; parent && parent !== header.parentElement; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const outer = parent.getBoundingClientRect();
          if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5) clipped = true;
        }
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).replace(/\s+/g, ' ').trim().slice(0, 40);
        return { ...box, name, clipped };
      });
    return { header: boxOf(header), controls };
  });
}
