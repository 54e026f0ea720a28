/*
 * When the trade chart opens as its phone preview (chart-preview.ts) rather than as
 * lightweight-charts. Apart from the preview's geometry so the page's own chunk carries only this.
 */

/**
 * Whether a chart opens as the preview: on a phone (a viewport under the spec's 768 px mobile
 * portrait breakpoint, with a finger for a pointer), unless something only the engine draws or
 * probes is wanted from the start (debug mode, trade markers, TD Sequential counts).
 */
export function startsAsPreview(input: {
  viewportWidth: number;
  breakpointPx: number;
  coarsePointer: boolean;
  debug: boolean;
  markerCount: number;
  tdVisible: boolean;
}): boolean {
  return input.viewportWidth < input.breakpointPx && input.coarsePointer && !input.debug && input.markerCount === 0 && !input.tdVisible;
}
