/**
 * The wide header's row rule: from 992 px up every header control sits on one row
 * (one horizontal line crosses them all), inside the header, and is not clipped (by its own
 * overflow or by an ancestor's). A pure function over boxes, so it has unit tests here (jest
 * leaves tools/e2e alone); tools/e2e/header-row.ts reads the boxes from a page.
 */

/** A box in viewport px. */
interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** One control as read from the page. */
export interface ControlBox extends Box {
  /** Its accessible name, or its text, for the report. */
  name: string;
  /** Its content overflows it, or an ancestor inside the header cuts it. */
  clipped: boolean;
}

/** What the check reads: the header's box and each drawn control's. */
export interface HeaderRow {
  header: Box;
  controls: ControlBox[];
}

/** Half a pixel of rounding either way. */
const EPSILON = 0.5;

/**
 * Problems of one header row: a control below or above the row's band (the median control's
 * middle line, so one stray control is the one named), outside the header, or clipped.
 * An empty list passes.
 */
export function headerRowProblems({ header, controls }: HeaderRow): string[] {
  const problems: string[] = [];
  if (controls.length === 0) return ['the header has no control'];
  const middles = controls.map((box) => (box.top + box.bottom) / 2).sort((a, b) => a - b);
  const band = middles[Math.floor((middles.length - 1) / 2)];
  for (const box of controls) {
    const at = `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.right - box.left)}x${Math.round(box.bottom - box.top)}`;
    if (box.top > band + EPSILON || box.bottom < band - EPSILON) problems.push(`"${box.name}" is off the row (at ${at}; the row's middle is y=${Math.round(band)})`);
    if (box.top < header.top - EPSILON || box.bottom > header.bottom + EPSILON || box.left < header.left - EPSILON || box.right > header.right + EPSILON) {
      problems.push(`"${box.name}" is outside the header (at ${at})`);
    }
    if (box.clipped) problems.push(`"${box.name}" is clipped (at ${at})`);
  }
  return problems;
}
