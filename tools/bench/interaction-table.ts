/**
 * Pure parts of the interaction bench: the latency of one interaction as the web-vitals
 * library's INP attribution takes it from the Event Timing API, the targets, and the table.
 */

/** One `event` PerformanceEntry as the page records it. */
export interface EventTimingRecord {
  interactionId: number;
  name: string;
  duration: number;
}

/**
 * The latency of the slowest interaction among `records`: per interaction id, the longest event
 * entry's duration (pointerdown, pointerup and click of one tap share an id), as INP takes it.
 * Entries under the observer's 16 ms threshold are never reported: no entry means ≤ 16 ms.
 */
export function interactionLatency(records: readonly EventTimingRecord[]): number {
  const byId = new Map<number, number>();
  for (const record of records) {
    if (!record.interactionId) continue;
    byId.set(record.interactionId, Math.max(byId.get(record.interactionId) ?? 0, record.duration));
  }
  return byId.size ? Math.max(...byId.values()) : EVENT_TIMING_FLOOR_MS;
}

/** The smallest duration the Event Timing observer reports (its durationThreshold floor). */
const EVENT_TIMING_FLOOR_MS = 16;

/** Each interaction at most the anchor click's + 100 ms, and at most 200 ms. */
const INTERACTION_TARGETS = { overAnchorMs: 100, absoluteMs: 200 } as const;

/** Which targets an interaction's median misses: `anchor+100`, `200 ms`; empty when met. */
export function interactionMisses(oursMs: number, anchorMs: number): string[] {
  const misses: string[] = [];
  if (!(oursMs <= anchorMs + INTERACTION_TARGETS.overAnchorMs)) misses.push(`anchor + ${INTERACTION_TARGETS.overAnchorMs} ms`);
  if (!(oursMs <= INTERACTION_TARGETS.absoluteMs)) misses.push(`${INTERACTION_TARGETS.absoluteMs} ms`);
  return misses;
}

/** One measured interaction: every run's latency. */
export interface InteractionRow {
  name: string;
  runs: number[];
}

function medianOf(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The table: each interaction's median beside the anchor click's, the gap, the targets and pass or miss. */
export function formatInteractionTable(rows: readonly InteractionRow[], anchorRuns: readonly number[]): string {
  const anchor = medianOf(anchorRuns);
  const lines = [
    '| Interaction | Median ms | Runs (ms) | Anchor click ms | Gap | Target | Result |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| anchor: button click (bare React 19) | ${Math.round(anchor)} | ${anchorRuns.map(Math.round).join(' ')} | – | – | – | – |`,
  ];
  for (const row of rows) {
    const ours = medianOf(row.runs);
    const misses = interactionMisses(ours, anchor);
    const target = Math.min(anchor + INTERACTION_TARGETS.overAnchorMs, INTERACTION_TARGETS.absoluteMs);
    lines.push(
      `| ${row.name} | ${Math.round(ours)} | ${row.runs.map(Math.round).join(' ')} | ${Math.round(anchor)} | ${ours - anchor >= 0 ? '+' : '−'}${Math.abs(Math.round(ours - anchor))} | ≤ ${Math.round(target)} | ${misses.length ? `miss: ${misses.join(', ')}` : 'pass'} |`,
    );
  }
  return lines.join('\n');
}
