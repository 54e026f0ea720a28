/** Chart layout: one chart or several side by side. */
export type ChartLayout = 'single' | 'multi';

/** A context menu action. */
export type ChartContextAction = 'quick-order' | 'price-alert';

/**
 * Whether the chart context menu may open (spec §2): only when the price text under the pointer
 * starts with a number and the layout is single-chart.
 */
export function shouldShowContextMenu(priceText: string, layout: ChartLayout): boolean {
  return layout === 'single' && /^\d/.test(priceText);
}

/** The menu's actions: quick order always, price alert only when `supportAlert` (spec §2). */
export function contextMenuActions(supportAlert: boolean): ChartContextAction[] {
  return supportAlert ? ['quick-order', 'price-alert'] : ['quick-order'];
}
