/** @jest-environment node */
import { contextMenuActions, shouldShowContextMenu } from './context-menu-rule';

describe('chart context menu rule', () => {
  it('shows only when the price text starts with a digit on a single-chart layout', () => {
    expect(shouldShowContextMenu('27123.5', 'single')).toBe(true);
    expect(shouldShowContextMenu('0.0001', 'single')).toBe(true);
    expect(shouldShowContextMenu('27123.5', 'multi')).toBe(false);
    expect(shouldShowContextMenu('-5', 'single')).toBe(false);
    expect(shouldShowContextMenu('', 'single')).toBe(false);
    expect(shouldShowContextMenu(' 5', 'single')).toBe(false);
    expect(shouldShowContextMenu('NaN', 'single')).toBe(false);
  });

  it('offers the price alert only when supported', () => {
    expect(contextMenuActions(true)).toEqual(['quick-order', 'price-alert']);
    expect(contextMenuActions(false)).toEqual(['quick-order']);
  });
});
