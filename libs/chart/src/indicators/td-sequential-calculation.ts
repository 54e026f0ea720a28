import { TD_COUNTDOWN_COUNT, TD_SETUP_COUNT } from '../constants';
import { validateTdParams, type TdParams } from './indicator-validation';

/**
 * TD Sequential columns. `setup[i]` is the setup count on bar i: positive for a sell (up) setup
 * (close above the close 4 bars earlier), negative for a buy (down) setup, 0 for none.
 * `countdown[i]` is the countdown count reached on bar i (positive sell, negative buy), 0 when
 * the bar does not advance a countdown.
 */
export interface TdResult {
  setup: Float64Array;
  countdown: Float64Array;
}

/** Mutable TD state carried from bar to bar. */
interface TdState {
  buySetup: number;
  sellSetup: number;
  buyActive: boolean;
  sellActive: boolean;
  buyCountdown: number;
  sellCountdown: number;
}

function newState(): TdState {
  return { buySetup: 0, sellSetup: 0, buyActive: false, sellActive: false, buyCountdown: 0, sellCountdown: 0 };
}

function copyState(from: TdState, to: TdState): void {
  to.buySetup = from.buySetup;
  to.sellSetup = from.sellSetup;
  to.buyActive = from.buyActive;
  to.sellActive = from.sellActive;
  to.buyCountdown = from.buyCountdown;
  to.sellCountdown = from.sellCountdown;
}

/** Output of one bar, written by {@link stepTd}. */
interface TdBarOut {
  setup: number;
  countdown: number;
}

/**
 * One bar of TD Sequential from the state before it (`s`, updated in place).
 * `close4` is the close 4 bars earlier, `high2`/`low2` the high/low 2 bars earlier (NaN when
 * the series is too short). A setup counts 1..9 and starts again at 1 after 9; completing a 9
 * starts that side's countdown unless one is already running (bars closing at or beyond the
 * low/high of 2 bars earlier, up to 13) and cancels the other side's.
 */
function stepTd(s: TdState, close: number, close4: number, high2: number, low2: number, out: TdBarOut): void {
  const hasClose4 = !Number.isNaN(close4);
  s.buySetup = hasClose4 && close < close4 ? (s.buySetup >= TD_SETUP_COUNT ? 1 : s.buySetup + 1) : 0;
  s.sellSetup = hasClose4 && close > close4 ? (s.sellSetup >= TD_SETUP_COUNT ? 1 : s.sellSetup + 1) : 0;
  if (s.buySetup === TD_SETUP_COUNT && !s.buyActive) {
    s.buyActive = true;
    s.buyCountdown = 0;
    s.sellActive = false;
  }
  if (s.sellSetup === TD_SETUP_COUNT && !s.sellActive) {
    s.sellActive = true;
    s.sellCountdown = 0;
    s.buyActive = false;
  }
  out.setup = s.sellSetup > 0 ? s.sellSetup : s.buySetup > 0 ? -s.buySetup : 0;
  out.countdown = 0;
  if (s.buyActive && !Number.isNaN(low2) && close <= low2) {
    s.buyCountdown++;
    out.countdown = -s.buyCountdown;
    if (s.buyCountdown >= TD_COUNTDOWN_COUNT) s.buyActive = false;
  } else if (s.sellActive && !Number.isNaN(high2) && close >= high2) {
    s.sellCountdown++;
    out.countdown = s.sellCountdown;
    if (s.sellCountdown >= TD_COUNTDOWN_COUNT) s.sellActive = false;
  }
}

/** Applies the "show only 9 and 13" option to one bar's counts. */
export function visibleTdCount(value: number, kind: 'setup' | 'countdown', showOnly9And13: boolean): number {
  if (!showOnly9And13) return value;
  const wanted = kind === 'setup' ? TD_SETUP_COUNT : TD_COUNTDOWN_COUNT;
  return Math.abs(value) === wanted ? value : 0;
}

/** Batch TD Sequential over close/high/low columns. Throws on invalid parameters. */
export function calculateTdSequential(close: Float64Array, high: Float64Array, low: Float64Array, params: TdParams): TdResult {
  validateTdParams(params);
  const length = close.length;
  const setup = new Float64Array(length);
  const countdown = new Float64Array(length);
  const s = newState();
  const out: TdBarOut = { setup: 0, countdown: 0 };
  for (let i = 0; i < length; i++) {
    stepTd(s, close[i], i >= 4 ? close[i - 4] : NaN, i >= 2 ? high[i - 2] : NaN, i >= 2 ? low[i - 2] : NaN, out);
    setup[i] = visibleTdCount(out.setup, 'setup', params.showOnly9And13);
    countdown[i] = visibleTdCount(out.countdown, 'countdown', params.showOnly9And13);
  }
  return { setup, countdown };
}

/**
 * Streaming TD Sequential: `add` a new bar, `replace` the forming bar; O(1), no allocation.
 * Results in `setup` and `countdown` (already filtered by the option). Equal to
 * {@link calculateTdSequential} on the same series.
 */
export class TdSequentialStream {
  setup = 0;
  countdown = 0;
  private readonly showOnly9And13: boolean;
  private readonly closes = new Float64Array(5);
  private readonly highs = new Float64Array(3);
  private readonly lows = new Float64Array(3);
  private readonly before = newState();
  private readonly after = newState();
  private readonly out: TdBarOut = { setup: 0, countdown: 0 };
  private count = 0;

  constructor(params: TdParams) {
    validateTdParams(params);
    this.showOnly9And13 = params.showOnly9And13;
  }

  /** Appends a new bar (the previous one becomes closed). */
  add(high: number, low: number, close: number): void {
    if (this.count > 0) copyState(this.after, this.before);
    this.count++;
    this.compute(high, low, close);
  }

  /** Rewrites the forming (last) bar. */
  replace(high: number, low: number, close: number): void {
    if (this.count === 0) this.add(high, low, close);
    else this.compute(high, low, close);
  }

  private compute(high: number, low: number, close: number): void {
    const i = this.count - 1;
    this.closes[i % 5] = close;
    this.highs[i % 3] = high;
    this.lows[i % 3] = low;
    copyState(this.before, this.after);
    stepTd(
      this.after,
      close,
      i >= 4 ? this.closes[(i - 4) % 5] : NaN,
      i >= 2 ? this.highs[(i - 2) % 3] : NaN,
      i >= 2 ? this.lows[(i - 2) % 3] : NaN,
      this.out,
    );
    this.setup = visibleTdCount(this.out.setup, 'setup', this.showOnly9And13);
    this.countdown = visibleTdCount(this.out.countdown, 'countdown', this.showOnly9And13);
  }
}
