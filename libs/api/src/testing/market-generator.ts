import { marketMetadata, stepDecimals } from '../market/market-metadata';
import type { MarketBarRow, MarketsRow, TickerData } from '../market/market-protocol';

/**
 * The embedded backend's synthetic market: counter-based, so any range at any resolution is
 * computed without replaying history, and deterministic for a seed and a time.
 *
 * - Time runs in ticks of {@link MARKET_TICK_MS}. Log-price X over a span of 2^36 ticks is built
 *   by midpoint displacement (a Brownian bridge): the move at node (level, index) is a hashed
 *   normal of (seed, symbol, level, index) times the volatility there, so X at any tick costs one
 *   descent and a sorted run of ticks costs about one hash per tick.
 * - Volatility clusters: it is the exponential of slow hashed value noise (10-minute and 2-hour
 *   knots), so calm and busy stretches alternate; moves are log-normal since X is a log-price.
 * - Rare jumps: about two 6.8-minute nodes a day carry a jump of 2 to 5 times the node's usual move,
 *   paid back linearly over the node so the bridge's end points stay put.
 * - Very long spans are capped (30 days of variance per level) so a price stays near its base.
 *
 * A bar samples the path on a grid of at most 60 steps (every tick up to 6 s bars), so history and
 * the stream compute the same closed bar from the same points.
 */

/** One tick of the synthetic market, in ms (BTC_USDT streams every tick: 10 a second). */
export const MARKET_TICK_MS = 100;
/** Default seed of the synthetic market (`MARKET_SEED` overrides it in dev and preview). */
export const DEFAULT_MARKET_SEED = 1;

const ROOT_LEVEL = 36;
const ROOT_TICKS = 2 ** ROOT_LEVEL;
const TWO_32 = 4294967296;
const CAP_TICKS = 30 * 86_400 * 10;
const JUMP_LEVEL = 12;
const JUMP_TICKS = 2 ** JUMP_LEVEL;
const JUMP_PROBABILITY = 0.01;
const VOL_FAST_TICKS = 6_000;
const VOL_SLOW_TICKS = 72_000;
const TICKS_PER_YEAR = 365 * 86_400 * (1000 / MARKET_TICK_MS);
const DAY_TICKS = 86_400 * (1000 / MARKET_TICK_MS);
const MINUTE_TICKS = 60 * (1000 / MARKET_TICK_MS);

/** Per-symbol parameters: base price, yearly volatility and how many ticks between updates. */
interface SymbolParams {
  base: number;
  yearlyVol: number;
  updateTicks: number;
}

const PARAMS: Readonly<Record<string, SymbolParams>> = {
  BTC_USDT: { base: 60_000, yearlyVol: 0.55, updateTicks: 1 },
  ETH_USDT: { base: 3_000, yearlyVol: 0.7, updateTicks: 1 },
  SOL_USDT: { base: 150, yearlyVol: 0.9, updateTicks: 2 },
  XRP_USDT: { base: 0.6, yearlyVol: 0.85, updateTicks: 2 },
  DOGE_USDT: { base: 0.15, yearlyVol: 1.0, updateTicks: 2 },
  GT_USDT: { base: 8, yearlyVol: 0.8, updateTicks: 5 },
  BNB_USDT: { base: 580, yearlyVol: 0.6, updateTicks: 2 },
  ADA_USDT: { base: 0.45, yearlyVol: 0.9, updateTicks: 5 },
  TRX_USDT: { base: 0.12, yearlyVol: 0.7, updateTicks: 5 },
  TON_USDT: { base: 5.5, yearlyVol: 0.9, updateTicks: 5 },
  LINK_USDT: { base: 14, yearlyVol: 0.9, updateTicks: 5 },
  DOT_USDT: { base: 6.5, yearlyVol: 0.9, updateTicks: 5 },
  LTC_USDT: { base: 75, yearlyVol: 0.75, updateTicks: 5 },
  ETH_BTC: { base: 0.05, yearlyVol: 0.45, updateTicks: 5 },
  SOL_BTC: { base: 0.0025, yearlyVol: 0.7, updateTicks: 5 },
};

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit hash of (key, stream, index); `index` may exceed 2^32. */
function hash(key: number, stream: number, index: number): number {
  const lo = index % TWO_32 >>> 0;
  const hi = Math.floor(index / TWO_32) >>> 0;
  return mix(mix(mix(key ^ Math.imul(stream + 1, 0x9e3779b1)) ^ lo) ^ Math.imul(hi + 1, 0x27d4eb2d));
}

/** Uniform in (0, 1). */
function uniform(h: number): number {
  return (h + 0.5) / TWO_32;
}

/** Standard normal from one key (Box-Muller on two derived uniforms). */
function normal(h: number): number {
  const u1 = uniform(h);
  const u2 = uniform(mix(h ^ 0x5bd1e995));
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * Samples per bar: every tick up to 6 s bars, then 60 (50 for 10 s bars), and 30 from one hour
 * up, where a bar spans enough of the path that 30 points give its range and stay cheap.
 */
function barSteps(barTicks: number): number {
  if (barTicks <= 60) return barTicks;
  if (barTicks >= 36_000) return 30;
  return barTicks % 60 === 0 ? 60 : 50;
}

/** One symbol's generator under one seed. */
export class SymbolMarket {
  readonly symbol: string;
  readonly base: number;
  /** Ticks between two stream updates of this symbol. */
  readonly updateTicks: number;
  private readonly key: number;
  private readonly tickVol: number;
  private readonly tick: number;
  private readonly priceDecimals: number;
  private readonly volumeDecimals: number;
  /** Volume traded per second at the base volatility. */
  private readonly volumePerSecond: number;

  constructor(symbol: string, seed: number) {
    this.symbol = symbol;
    this.key = mix(hashString(symbol) ^ mix(seed >>> 0));
    const params = PARAMS[symbol] ?? { base: 1 + (this.key % 10_000) / 100, yearlyVol: 0.8, updateTicks: 5 };
    this.base = params.base;
    this.updateTicks = params.updateTicks;
    this.tickVol = params.yearlyVol / Math.sqrt(TICKS_PER_YEAR);
    const meta = marketMetadata(symbol);
    this.tick = Number(meta.tickSize);
    this.priceDecimals = stepDecimals(meta.tickSize);
    this.volumeDecimals = stepDecimals(meta.amountStep);
    this.volumePerSecond = 30_000 / params.base;
  }

  /** Volatility per tick at tick `k`: slow hashed value noise, exponentiated (clusters). */
  volatilityAt(k: number): number {
    return this.tickVol * Math.exp(0.55 * this.valueNoise(k, VOL_FAST_TICKS, 1) + 0.35 * this.valueNoise(k, VOL_SLOW_TICKS, 2) - 0.2);
  }

  private valueNoise(k: number, period: number, stream: number): number {
    const j = Math.floor(k / period);
    const f = (k - j * period) / period;
    const s = f * f * (3 - 2 * f);
    const a = this.knot(stream, j);
    const b = this.knot(stream, j + 1);
    return a + (b - a) * s;
  }

  // Neighbouring nodes share knots; a small memo keeps the bridge at about one hash per node.
  private readonly knots = new Map<number, number>();

  private knot(stream: number, j: number): number {
    const id = j * 4 + stream;
    let value = this.knots.get(id);
    if (value === undefined) {
      if (this.knots.size > 50_000) this.knots.clear();
      value = normal(hash(this.key, 1000 + stream, j));
      this.knots.set(id, value);
    }
    return value;
  }

  /** Log-price (relative to the base) at each of `ticks` (sorted ascending, integers). */
  logPrices(ticks: ArrayLike<number>): Float64Array {
    const out = new Float64Array(ticks.length);
    let i0 = 0;
    while (i0 < ticks.length) {
      const root = Math.floor(ticks[i0] / ROOT_TICKS);
      let i1 = i0;
      while (i1 < ticks.length && Math.floor(ticks[i1] / ROOT_TICKS) === root) i1++;
      // A root's last tick belongs to the next root as its first: both are pinned at 0.
      this.visit(ticks, out, ROOT_LEVEL, root, root * ROOT_TICKS, 0, 0, i0, i1, this.tickVol);
      i0 = i1;
    }
    for (let i = 0; i < ticks.length; i++) out[i] += this.jumpAt(ticks[i]);
    return out;
  }

  private visit(
    ticks: ArrayLike<number>,
    out: Float64Array,
    level: number,
    index: number,
    lo: number,
    xLo: number,
    xHi: number,
    i0: number,
    i1: number,
    parentVol: number,
  ): void {
    const span = 2 ** level;
    const hi = lo + span;
    while (i0 < i1 && ticks[i0] === lo) out[i0++] = xLo;
    while (i1 > i0 && ticks[i1 - 1] === hi) out[--i1] = xHi;
    if (i0 >= i1) return;
    const mid = lo + span / 2;
    // Volatility moves on a 10-minute scale: nodes shorter than ~100 s keep their parent's.
    const vol = span >= 1024 ? this.volatilityAt(mid) : parentVol;
    const xMid = (xLo + xHi) / 2 + (normal(hash(this.key, level, index)) * vol * Math.sqrt(Math.min(span, CAP_TICKS))) / 2;
    let split = i0;
    while (split < i1 && ticks[split] <= mid) split++;
    this.visit(ticks, out, level - 1, index * 2, lo, xLo, xMid, i0, split, vol);
    this.visit(ticks, out, level - 1, index * 2 + 1, mid, xMid, xHi, split, i1, vol);
  }

  private jumpAt(k: number): number {
    const node = Math.floor(k / JUMP_TICKS);
    const h = hash(this.key, 2000, node);
    if (uniform(h) >= JUMP_PROBABILITY) return 0;
    const lo = node * JUMP_TICKS;
    const at = lo + 1 + (mix(h ^ 1) % (JUMP_TICKS - 1));
    const sign = mix(h ^ 2) & 1 ? 1 : -1;
    const size = sign * (2 + 3 * uniform(mix(h ^ 3))) * this.volatilityAt(lo) * Math.sqrt(JUMP_TICKS);
    return size * ((k >= at ? 1 : 0) - (k - lo) / JUMP_TICKS);
  }

  /** Price rounded to the tick size for a log-price. */
  price(logPrice: number): number {
    const raw = this.base * Math.exp(logPrice);
    return Number((Math.round(raw / this.tick) * this.tick).toFixed(this.priceDecimals));
  }

  /** Price at tick `k`. */
  priceAt(k: number): number {
    return this.price(this.logPrices([k])[0]);
  }

  /** Volume traded in the `ticks` ticks ending at tick `k`. */
  volumeAt(k: number, ticks: number): number {
    const noise = Math.exp(0.6 * normal(hash(this.key, 3000, k)) - 0.18);
    return ((this.volumePerSecond * ticks * MARKET_TICK_MS) / 1000) * noise * (this.volatilityAt(k) / this.tickVol);
  }

  private roundVolume(volume: number): number {
    return Number(volume.toFixed(this.volumeDecimals));
  }

  /**
   * Bars of `seconds` starting at `firstTime` (UTC s, a multiple of `seconds`), `count` of them,
   * as they stand at tick `nowTick`: closed bars are final, a forming bar ends at the current
   * price. Bars starting after `nowTick` are left out.
   */
  bars(seconds: number, firstTime: number, count: number, nowTick: number): MarketBarRow[] {
    const barTicks = (seconds * 1000) / MARKET_TICK_MS;
    const steps = barSteps(barTicks);
    const step = barTicks / steps;
    const firstTick = (firstTime * 1000) / MARKET_TICK_MS;
    const lastStart = Math.min(firstTick + (count - 1) * barTicks, Math.floor((nowTick - firstTick) / barTicks) * barTicks + firstTick);
    if (count <= 0 || lastStart < firstTick) return [];
    const points: number[] = [];
    for (let k = firstTick; k <= lastStart + barTicks && k <= nowTick; k += step) points.push(k);
    const formingNow = nowTick < lastStart + barTicks && points[points.length - 1] !== nowTick;
    if (formingNow) points.push(nowTick);
    const logs = this.logPrices(points);
    const rows: MarketBarRow[] = [];
    let p = 0;
    for (let start = firstTick; start <= lastStart; start += barTicks) {
      const end = start + barTicks;
      const open = logs[p];
      let high = open;
      let low = open;
      let close = open;
      let volume = 0;
      let prevTick = start;
      for (let q = p + 1; q < points.length && points[q] <= end; q++) {
        const x = logs[q];
        if (x > high) high = x;
        if (x < low) low = x;
        close = x;
        const k = points[q];
        // The current tick mid-step counts the step's volume pro rata, so the bar's volume grows smoothly.
        const stepEnd = Math.min(end, prevTick + step);
        volume += this.volumeAt(stepEnd, step) * ((k - prevTick) / step);
        prevTick = k;
      }
      rows.push([start / (1000 / MARKET_TICK_MS), this.price(open), this.price(high), this.price(low), this.price(close), this.roundVolume(volume)]);
      while (p + 1 < points.length && points[p + 1] <= end) p++;
      if (points[p] !== end) break;
    }
    return rows;
  }

  private dayGrid: { key: string; high: number; low: number; volume: number } | undefined;

  /**
   * High, low and volume over the whole minutes inside the 24 h before `nowTick`; the set only
   * changes when a minute turns, so a stream at 10 updates a second computes it once a minute.
   */
  private dayGridAt(nowTick: number): { high: number; low: number; volume: number } {
    const minute = Math.floor(nowTick / MINUTE_TICKS);
    const exact = nowTick % MINUTE_TICKS === 0;
    const key = `${minute}:${exact}`;
    if (this.dayGrid?.key === key) return this.dayGrid;
    const points: number[] = [];
    const last = exact ? minute - 1 : minute;
    for (let m = minute - DAY_TICKS / MINUTE_TICKS + 1; m <= last; m++) points.push(m * MINUTE_TICKS);
    const logs = this.logPrices(points);
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    for (let i = 0; i < logs.length; i++) {
      high = Math.max(high, logs[i]);
      low = Math.min(low, logs[i]);
      volume += this.volumeAt(points[i], MINUTE_TICKS);
    }
    this.dayGrid = { key, high, low, volume };
    return this.dayGrid;
  }

  /** The 24 h ticker at tick `nowTick`: last price, change, high, low and volume. */
  ticker(nowTick: number): TickerData {
    const [openLog, lastLog] = this.logPrices([nowTick - DAY_TICKS, nowTick]);
    const grid = this.dayGridAt(nowTick);
    const last = this.price(lastLog);
    const open = this.price(openLog);
    return {
      symbol: this.symbol,
      last,
      change24h: Number((last / open - 1).toFixed(6)),
      high24h: this.price(Math.max(grid.high, openLog, lastLog)),
      low24h: this.price(Math.min(grid.low, openLog, lastLog)),
      volume24h: this.roundVolume(grid.volume),
      time: nowTick * MARKET_TICK_MS,
    };
  }

  /** A markets-list row at tick `nowTick`. */
  marketsRow(nowTick: number): MarketsRow {
    const [open, last] = this.logPrices([nowTick - DAY_TICKS, nowTick]);
    const lastPrice = this.price(last);
    return { symbol: this.symbol, last: lastPrice, change24h: Number((lastPrice / this.price(open) - 1).toFixed(6)) };
  }
}

/** A market of many symbols under one seed (each symbol's generator is made once). */
export class SyntheticMarket {
  readonly seed: number;
  private readonly symbols = new Map<string, SymbolMarket>();

  constructor(seed = DEFAULT_MARKET_SEED) {
    this.seed = seed;
  }

  /** The generator of one symbol. */
  symbol(symbol: string): SymbolMarket {
    let market = this.symbols.get(symbol);
    if (!market) {
      market = new SymbolMarket(symbol, this.seed);
      this.symbols.set(symbol, market);
    }
    return market;
  }
}

/** The tick containing UTC ms `ms`. */
export function tickAt(ms: number): number {
  return Math.floor(ms / MARKET_TICK_MS);
}
