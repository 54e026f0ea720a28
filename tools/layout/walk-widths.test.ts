/** @jest-environment node */
import { BREAKPOINTS } from '@exchange/ui';
import { WALK_WIDTHS } from './walk-widths';

describe('the phone walks read every layout the theme has below the desktop header', () => {
  it('reads 320 px, the lower edge of each band up to the desktop header, and a desktop width last', () => {
    const bandEdges = Object.values(BREAKPOINTS).filter((width) => width <= BREAKPOINTS.md);
    expect(WALK_WIDTHS[0]).toBe(320);
    for (const edge of bandEdges) expect(WALK_WIDTHS).toContain(edge);
    expect(WALK_WIDTHS[WALK_WIDTHS.length - 1]).toBeGreaterThanOrEqual(1280);
    expect([...WALK_WIDTHS]).toEqual([...WALK_WIDTHS].sort((a, b) => a - b));
  });
});
