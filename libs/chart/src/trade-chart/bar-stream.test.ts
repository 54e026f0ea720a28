import { syntheticBars } from '../data-feed/memory-data-feed';
import { calculateKdj, KdjStream } from '../indicators/kdj-calculation';
import { calculateMacd, MacdStream } from '../indicators/macd-calculation';
import { applyTickToBars, stepKdj, stepMacd } from './bar-stream';

const bars = syntheticBars(60, '60', Date.UTC(2026, 0, 1) / 1000);

describe('applyTickToBars', () => {
  it('makes a tick into no bars the first bar', () => {
    const held: typeof bars = [];
    expect(applyTickToBars(held, bars[0])).toBe('first');
    expect(held).toEqual([bars[0]]);
  });

  it('replaces the last bar on its own time, appends a later one and ignores an older one', () => {
    const held = bars.slice(0, 10);
    const last = held[9];
    expect(applyTickToBars(held, { ...last, close: last.close + 1 })).toBe('replaced');
    expect(held).toHaveLength(10);
    expect(held[9].close).toBe(last.close + 1);
    expect(applyTickToBars(held, bars[10])).toBe('appended');
    expect(held).toHaveLength(11);
    expect(applyTickToBars(held, { ...bars[9], time: bars[9].time - 1 })).toBe('stale');
    expect(held).toHaveLength(11);
  });
});

describe('stepMacd and stepKdj', () => {
  it('equal the batch calculations over bars streamed with a forming bar rewritten', () => {
    const macd = new MacdStream({ fast: 12, slow: 26, signal: 9, source: 'close' });
    const kdj = new KdjStream({ n: 9, m1: 3, m2: 3 });
    for (const bar of bars) {
      // First a forming version of each bar, then its final values.
      stepMacd(macd, { ...bar, close: bar.open }, true);
      stepKdj(kdj, { ...bar, close: bar.open }, true);
      stepMacd(macd, bar, false);
      stepKdj(kdj, bar, false);
    }
    const col = (key: 'open' | 'high' | 'low' | 'close') => Float64Array.from(bars, (bar) => bar[key]);
    const batchMacd = calculateMacd(col('close'), { fast: 12, slow: 26, signal: 9 });
    const batchKdj = calculateKdj(col('high'), col('low'), col('close'), { n: 9, m1: 3, m2: 3 });
    expect(macd.macd).toBeCloseTo(batchMacd.macd[59], 9);
    expect(macd.signal).toBeCloseTo(batchMacd.signal[59], 9);
    expect(kdj.k).toBeCloseTo(batchKdj.k[59], 9);
    expect(kdj.j).toBeCloseTo(batchKdj.j[59], 9);
  });
});
