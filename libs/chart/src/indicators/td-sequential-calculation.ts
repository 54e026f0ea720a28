/**
 * TD Sequential by DeMark's rules (Jason Perl, *DeMark Indicators*), buy side first; the sell
 * side mirrors every comparison.
 *
 * **Setup.** Count 1 needs a bearish price flip: the bar closes strictly below the close 4 bars
 * earlier, and the bar before it closed strictly above the close 4 bars before *that*. The run
 * goes on while each close stays strictly below the close 4 bars earlier; any other close (an
 * equal one included) ends it, and a new run needs a new flip. Counts 1..9 are shown; bars past
 * 9 in the same run show nothing and complete no second setup.
 *
 * **Countdown.** A completed setup (its 9 bar) starts that side's countdown; the 9 bar itself can
 * be countdown 1. Countdown counts (not necessarily consecutive) bars closing at or below the low
 * 2 bars earlier. Bars 1..12 are shown as they come. Count 13 also needs the qualifier: the bar's
 * low at or below the close of countdown bar 8. A bar meeting the countdown condition at 12 but
 * not the qualifier carries the deferral mark ("+", the `deferred` column) and the countdown
 * stays at 12; the first bar meeting both is 13 and ends the countdown.
 *
 * **Cancellation and recycle.** A completed sell setup cancels a running buy countdown (and
 * starts the sell one). A new completed buy setup during a buy countdown restarts it from 0
 * (the simple recycle: any new completed same-side setup, whatever its size).
 *
 * Worked example (buy side; closes, high/low half a point either side):
 * ```
 * bar    0   1   2   3   4   5   6  ... 14  15 .. 25  26  27  28  29
 * close 100 100 100 100 100 101  99 ... 91  90 .. 80  90  91  85  84   (bar 26 low 85)
 * setup  .   .   .   .   .   .  -1  ... -9   .  ..  .   1   2   3   4
 * cntdn  .   .   .   .   .   .   .  ... -1  -2 .. -12  .   .   +  -13
 * ```
 * Bar 5 closes above bar 1 and bar 6 below bar 2: the flip, buy setup 1. Bar 14 is the 9 and,
 * closing below bar 12's low, countdown 1. Bars 15..17 continue the run and show no setup count.
 * Countdown bar 8 is bar 21 (close 84). Bar 28 closes at bar 26's low (countdown condition) but
 * its low 84.5 is above 84: "+". Bar 29's low 83.5 qualifies: 13. (Bars 26.. flip to a sell run.)
 */
import * as constants from '../constants';
import { validateTdParams, type TdParams } from './indicator-validation';

// Module-local copies of the TD constants: under CommonJS (jest, tsx, the node bench) each use of
// an imported binding is a getter call, which tripled the cost of this per-bar loop.
const {
  TD_COUNTDOWN_COUNT,
  TD_COUNTDOWN_LOOKBACK,
  TD_COUNTDOWN_QUALIFIER_BAR,
  TD_SETUP_COUNT,
  TD_SETUP_LOOKBACK,
} = constants;
/** The countdown's last unqualified count: at it, a bar meeting the condition needs the qualifier. */
const TD_COUNTDOWN_LAST_BEFORE_13 = TD_COUNTDOWN_COUNT - 1;

/**
 * TD Sequential columns; in each, positive is the sell (up) side, negative the buy (down) side
 * and 0 nothing. `setup[i]` is the setup count shown on bar i (1..9). `countdown[i]` is the
 * countdown count reached on bar i (1..13), 0 when the bar does not advance a countdown.
 * `deferred[i]` is ±1 on a bar that carries the deferral mark "+" (countdown condition met at 12,
 * qualifier not), else 0.
 */
export interface TdResult {
  setup: Float64Array;
  countdown: Float64Array;
  deferred: Int8Array;
}

/** Closes held by the streaming form: the flip looks at the bar before, TD_SETUP_LOOKBACK back. */
const CLOSE_RING = TD_SETUP_LOOKBACK + 2;
const HIGH_LOW_RING = TD_COUNTDOWN_LOOKBACK + 1;

/** Mutable TD state carried from bar to bar. */
interface TdState {
  /** Length of the current buy/sell setup run (0 = none); keeps counting past 9. */
  buyRun: number;
  sellRun: number;
  /** The running countdown (opposite sides cancel, so there is at most one): -1 buy, 1 sell, 0. */
  side: number;
  count: number;
  /** Close of countdown bar 8 (NaN before it), for the 13 qualifier. */
  close8: number;
}

function newState(): TdState {
  return { buyRun: 0, sellRun: 0, side: 0, count: 0, close8: NaN };
}

function copyState(from: TdState, to: TdState): void {
  to.buyRun = from.buyRun;
  to.sellRun = from.sellRun;
  to.side = from.side;
  to.count = from.count;
  to.close8 = from.close8;
}

/** Output of one bar, written by {@link stepTd}. */
interface TdBarOut {
  setup: number;
  countdown: number;
  deferred: number;
}

/**
 * One bar of TD Sequential from the state before it (`s`, updated in place). `close4` is the
 * close 4 bars earlier, `prev`/`prev4` the previous close and the close 4 bars before it (the
 * flip), `high2`/`low2` the high/low 2 bars earlier. Missing history is NaN, which fails every
 * comparison, so short series need no special case.
 */
function stepTd(
  s: TdState,
  high: number,
  low: number,
  close: number,
  close4: number,
  prev: number,
  prev4: number,
  high2: number,
  low2: number,
  out: TdBarOut,
): void {
  s.buyRun = close < close4 && (s.buyRun > 0 || prev > prev4) ? s.buyRun + 1 : 0;
  s.sellRun = close > close4 && (s.sellRun > 0 || prev < prev4) ? s.sellRun + 1 : 0;
  // Exactly TD_SETUP_COUNT: a run past 9 completes nothing more. Starting also recycles a
  // same-side countdown and cancels the other side's.
  if (s.buyRun === TD_SETUP_COUNT || s.sellRun === TD_SETUP_COUNT) {
    s.side = s.buyRun === TD_SETUP_COUNT ? -1 : 1;
    s.count = 0;
    s.close8 = NaN;
  }
  out.setup = s.buyRun > 0 && s.buyRun <= TD_SETUP_COUNT ? -s.buyRun : s.sellRun > 0 && s.sellRun <= TD_SETUP_COUNT ? s.sellRun : 0;
  out.countdown = 0;
  out.deferred = 0;
  const side = s.side;
  if (side === 0 || !(side < 0 ? close <= low2 : close >= high2)) return;
  if (s.count < TD_COUNTDOWN_LAST_BEFORE_13) {
    s.count++;
    if (s.count === TD_COUNTDOWN_QUALIFIER_BAR) s.close8 = close;
    out.countdown = side * s.count;
  } else if (side < 0 ? low <= s.close8 : high >= s.close8) {
    out.countdown = side * TD_COUNTDOWN_COUNT;
    s.side = 0;
  } else {
    out.deferred = side;
  }
}

/** Applies the "show only 9 and 13" option to one bar's counts. */
export function visibleTdCount(value: number, kind: 'setup' | 'countdown', showOnly9And13: boolean): number {
  if (!showOnly9And13) return value;
  const wanted = kind === 'setup' ? TD_SETUP_COUNT : TD_COUNTDOWN_COUNT;
  return Math.abs(value) === wanted ? value : 0;
}

/**
 * Batch TD Sequential over close/high/low columns (rules in this file's header). With
 * "show only 9 and 13" every other count and the deferral marks are 0. Throws on invalid
 * parameters.
 */
export function calculateTdSequential(close: Float64Array, high: Float64Array, low: Float64Array, params: TdParams): TdResult {
  validateTdParams(params);
  const length = close.length;
  const setup = new Float64Array(length);
  const countdown = new Float64Array(length);
  const deferred = new Int8Array(length);
  const s = newState();
  // Stryker disable next-line ObjectLiteral: stepTd writes every field before any is read
  const out: TdBarOut = { setup: 0, countdown: 0, deferred: 0 };
  const showOnly = params.showOnly9And13;
  // Stryker disable next-line EqualityOperator: a pass at i = length writes past the end of the columns, which a typed array ignores
  for (let i = 0; i < length; i++) {
    stepTd(
      s,
      high[i],
      low[i],
      close[i],
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 4 no setup can count yet (a flip needs the close 5 bars back), so close4 decides nothing there
      i >= TD_SETUP_LOOKBACK ? close[i - TD_SETUP_LOOKBACK] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 1 the previous close only feeds the flip, whose close 5 bars back is missing there anyway
      i >= 1 ? close[i - 1] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 4 the read falls before index 0: undefined, which fails every comparison as NaN does
      i > TD_SETUP_LOOKBACK ? close[i - 1 - TD_SETUP_LOOKBACK] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 2 no countdown runs yet (it needs a completed 9-bar setup), so the high/low 2 bars back decides nothing
      i >= TD_COUNTDOWN_LOOKBACK ? high[i - TD_COUNTDOWN_LOOKBACK] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 2 no countdown runs yet (it needs a completed 9-bar setup), so the high/low 2 bars back decides nothing
      i >= TD_COUNTDOWN_LOOKBACK ? low[i - TD_COUNTDOWN_LOOKBACK] : NaN,
      out,
    );
    setup[i] = visibleTdCount(out.setup, 'setup', showOnly);
    // Stryker disable next-line StringLiteral: visibleTdCount reads any kind but 'setup' as the countdown
    countdown[i] = visibleTdCount(out.countdown, 'countdown', showOnly);
    deferred[i] = showOnly ? 0 : out.deferred;
  }
  return { setup, countdown, deferred };
}

/**
 * Streaming TD Sequential: `add` a new bar, `replace` the forming bar; O(1), no allocation.
 * Results in `setup`, `countdown` and `deferred` (already filtered by the option), with the
 * meaning of the {@link TdResult} columns. Equal to {@link calculateTdSequential} on the same
 * series.
 */
export class TdSequentialStream {
  setup = 0;
  countdown = 0;
  /** ±1 when the bar carries the deferral mark "+" (side as in the other fields), else 0. */
  deferred = 0;
  private readonly showOnly9And13: boolean;
  private readonly closes = new Float64Array(CLOSE_RING);
  private readonly highs = new Float64Array(HIGH_LOW_RING);
  private readonly lows = new Float64Array(HIGH_LOW_RING);
  private readonly before = newState();
  private readonly after = newState();
  // Stryker disable next-line ObjectLiteral: stepTd writes every field before any is read
  private readonly out: TdBarOut = { setup: 0, countdown: 0, deferred: 0 };
  private count = 0;

  constructor(params: TdParams) {
    validateTdParams(params);
    this.showOnly9And13 = params.showOnly9And13;
  }

  /** Appends a new bar (the previous one becomes closed). */
  add(high: number, low: number, close: number): void {
    // Stryker disable next-line ConditionalExpression: before the first bar both states are the initial one, so the copy changes nothing
    // Stryker disable next-line EqualityOperator: before the first bar both states are the initial one, so the copy changes nothing
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
    const closes = this.closes;
    closes[i % CLOSE_RING] = close;
    this.highs[i % HIGH_LOW_RING] = high;
    this.lows[i % HIGH_LOW_RING] = low;
    copyState(this.before, this.after);
    stepTd(
      this.after,
      high,
      low,
      close,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 4 no setup can count yet (a flip needs the close 5 bars back), so close4 decides nothing there
      i >= TD_SETUP_LOOKBACK ? closes[(i - TD_SETUP_LOOKBACK) % CLOSE_RING] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 1 the previous close only feeds the flip, whose close 5 bars back is missing there anyway
      i >= 1 ? closes[(i - 1) % CLOSE_RING] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 4 the read falls before index 0: undefined, which fails every comparison as NaN does
      i > TD_SETUP_LOOKBACK ? closes[(i - 1 - TD_SETUP_LOOKBACK) % CLOSE_RING] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 2 no countdown runs yet (it needs a completed 9-bar setup), so the high/low 2 bars back decides nothing
      i >= TD_COUNTDOWN_LOOKBACK ? this.highs[(i - TD_COUNTDOWN_LOOKBACK) % HIGH_LOW_RING] : NaN,
      // Stryker disable next-line ConditionalExpression: without the guard the read falls before index 0: undefined, which fails every comparison as NaN does
      // Stryker disable next-line EqualityOperator: at bar 2 no countdown runs yet (it needs a completed 9-bar setup), so the high/low 2 bars back decides nothing
      i >= TD_COUNTDOWN_LOOKBACK ? this.lows[(i - TD_COUNTDOWN_LOOKBACK) % HIGH_LOW_RING] : NaN,
      this.out,
    );
    this.setup = visibleTdCount(this.out.setup, 'setup', this.showOnly9And13);
    // Stryker disable next-line StringLiteral: visibleTdCount reads any kind but 'setup' as the countdown
    this.countdown = visibleTdCount(this.out.countdown, 'countdown', this.showOnly9And13);
    this.deferred = this.showOnly9And13 ? 0 : this.out.deferred;
  }
}
