/** @jest-environment node */
import { syntheticCandles } from '../testing/synthetic-candles';
import { calculateTdSequential, TdSequentialStream, visibleTdCount } from './td-sequential-calculation';

function trend(length: number, step: number) {
  const close = Float64Array.from({ length }, (_, i) => 100 + step * i);
  const high = close.map((c) => c + 0.5);
  const low = close.map((c) => c - 0.5);
  return { close, high, low };
}

describe('TD Sequential', () => {
  it('counts a buy setup 1 to 9 from bar 4 of a falling series, then countdown to 13', () => {
    const { close, high, low } = trend(26, -1);
    const { setup, countdown } = calculateTdSequential(close, high, low, { showOnly9And13: false });
    expect(Array.from(setup.slice(0, 4))).toEqual([0, 0, 0, 0]);
    expect(Array.from(setup.slice(4, 13))).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9]);
    // After 9 a new setup starts again at 1.
    expect(setup[13]).toBe(-1);
    // Countdown starts on the bar completing the setup (close <= low two bars earlier).
    expect(countdown[11]).toBe(0);
    expect(Array.from(countdown.slice(12, 25))).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13]);
    // Completed at 13: no 14.
    expect(countdown[25]).toBe(0);
  });

  it('counts a sell setup with positive numbers on a rising series', () => {
    const { close, high, low } = trend(13, 1);
    const { setup, countdown } = calculateTdSequential(close, high, low, { showOnly9And13: false });
    expect(setup[12]).toBe(9);
    expect(countdown[12]).toBe(1);
  });

  it('breaks a setup when the close does not beat the close 4 bars earlier', () => {
    const close = Float64Array.from([10, 10, 10, 10, 9, 8, 10, 11]);
    const { setup } = calculateTdSequential(close, close, close, { showOnly9And13: false });
    expect(Array.from(setup)).toEqual([0, 0, 0, 0, -1, -2, 0, 1]);
  });

  it('shows only 9 and 13 when asked', () => {
    const { close, high, low } = trend(26, -1);
    const { setup, countdown } = calculateTdSequential(close, high, low, { showOnly9And13: true });
    // Two setups complete (bars 12 and 21); the running countdown is not restarted by the second.
    expect(Array.from(setup).filter((v) => v !== 0)).toEqual([-9, -9]);
    expect(Array.from(countdown).filter((v) => v !== 0)).toEqual([-13]);
    expect(visibleTdCount(8, 'setup', true)).toBe(0);
    expect(visibleTdCount(13, 'setup', true)).toBe(0);
    expect(visibleTdCount(13, 'countdown', true)).toBe(13);
    expect(visibleTdCount(8, 'setup', false)).toBe(8);
  });

  it('streams equal to batch with replaces of the forming bar', () => {
    const candles = syntheticCandles(5000, 5);
    for (const showOnly9And13 of [false, true]) {
      const batch = calculateTdSequential(candles.close, candles.high, candles.low, { showOnly9And13 });
      const stream = new TdSequentialStream({ showOnly9And13 });
      for (let i = 0; i < 5000; i++) {
        stream.add(candles.high[i], candles.low[i], candles.open[i]);
        stream.replace(candles.high[i], candles.low[i], candles.close[i]);
        expect(stream.setup).toBe(batch.setup[i]);
        expect(stream.countdown).toBe(batch.countdown[i]);
      }
    }
  });
});
