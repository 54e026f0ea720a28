/** @jest-environment node */
import { formatInteractionTable, interactionLatency, interactionMisses } from './interaction-table';

describe('interaction latency (Event Timing, as INP attribution)', () => {
  it('takes the longest entry of each interaction and the slowest interaction', () => {
    expect(
      interactionLatency([
        { interactionId: 7, name: 'pointerdown', duration: 24 },
        { interactionId: 7, name: 'click', duration: 88 },
        { interactionId: 9, name: 'keydown', duration: 40 },
        { interactionId: 0, name: 'mousemove', duration: 300 },
      ]),
    ).toBe(88);
  });

  it('reads no entry as under the 16 ms threshold', () => {
    expect(interactionLatency([])).toBe(16);
  });
});

describe('targets', () => {
  it('passes at the anchor + 100 ms and 200 ms, misses one step past either', () => {
    expect(interactionMisses(140, 40)).toEqual([]);
    expect(interactionMisses(141, 40)).toEqual(['anchor + 100 ms']);
    expect(interactionMisses(200, 120)).toEqual([]);
    expect(interactionMisses(201, 120)).toEqual(['200 ms']);
  });

  it('prints each interaction beside the anchor click', () => {
    const table = formatInteractionTable([{ name: 'deposit drawer open', runs: [64, 72, 80] }, { name: 'chart resolution switch', runs: [300, 280, 320] }], [24, 32, 40]);
    expect(table).toContain('| anchor: button click (bare React 19) | 32 | 24 32 40 |');
    expect(table).toContain('| deposit drawer open | 72 | 64 72 80 | 32 | +40 | ≤ 132 | pass |');
    expect(table).toContain('| chart resolution switch | 300 | 300 280 320 | 32 | +268 | ≤ 132 | miss: anchor + 100 ms, 200 ms |');
  });
});
