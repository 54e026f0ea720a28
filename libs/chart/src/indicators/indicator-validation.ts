import {
  KDJ_PERIOD_MAX,
  KDJ_PERIOD_MIN,
  MACD_PERIOD_MAX,
  MACD_PERIOD_MIN,
  MACD_SIGNAL_MAX,
  MACD_SIGNAL_MIN,
  MACD_SOURCES,
} from '../constants';

/** A price source MACD can read (spec §5). */
export type MacdSource = (typeof MACD_SOURCES)[number];

/** KDJ parameters: RSV period `n`, K smoothing `m1`, D smoothing `m2`. */
export interface KdjParams {
  n: number;
  m1: number;
  m2: number;
}

/** MACD parameters. */
export interface MacdParams {
  fast: number;
  slow: number;
  signal: number;
  source: MacdSource;
}

/** TD Sequential parameters. */
export interface TdParams {
  /** Show only the completed setup (9) and countdown (13) counts. */
  showOnly9And13: boolean;
}

/** Thrown when an indicator parameter is out of the spec's range; `parameter` names it. */
export class IndicatorParamError extends Error {
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(message);
    this.name = 'IndicatorParamError';
    this.parameter = parameter;
  }
}

function checkIntegerRange(indicator: string, parameter: string, value: unknown, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new IndicatorParamError(
      parameter,
      `${indicator} parameter "${parameter}" must be an integer from ${min} to ${max}, got ${String(value)}`,
    );
  }
}

/** Validates KDJ parameters (spec §5: "KDJ periods: integer 1 to 2000"); throws {@link IndicatorParamError}. */
export function validateKdjParams(params: KdjParams): KdjParams {
  checkIntegerRange('KDJ', 'n', params.n, KDJ_PERIOD_MIN, KDJ_PERIOD_MAX);
  checkIntegerRange('KDJ', 'm1', params.m1, KDJ_PERIOD_MIN, KDJ_PERIOD_MAX);
  checkIntegerRange('KDJ', 'm2', params.m2, KDJ_PERIOD_MIN, KDJ_PERIOD_MAX);
  return params;
}

/** Tells whether a value is one of the MACD sources. */
export function isMacdSource(value: unknown): value is MacdSource {
  return typeof value === 'string' && (MACD_SOURCES as readonly string[]).includes(value);
}

/**
 * Validates MACD parameters (spec §5: fast and slow 1 to 2000, signal 1 to 50, source from the
 * list); throws {@link IndicatorParamError}.
 */
export function validateMacdParams(params: MacdParams): MacdParams {
  checkIntegerRange('MACD', 'fast', params.fast, MACD_PERIOD_MIN, MACD_PERIOD_MAX);
  checkIntegerRange('MACD', 'slow', params.slow, MACD_PERIOD_MIN, MACD_PERIOD_MAX);
  checkIntegerRange('MACD', 'signal', params.signal, MACD_SIGNAL_MIN, MACD_SIGNAL_MAX);
  if (!isMacdSource(params.source)) {
    throw new IndicatorParamError(
      'source',
      `MACD parameter "source" must be one of ${MACD_SOURCES.join(', ')}, got ${String(params.source)}`,
    );
  }
  return params;
}

/** Validates TD Sequential parameters (spec §5: a boolean); throws {@link IndicatorParamError}. */
export function validateTdParams(params: TdParams): TdParams {
  if (typeof params.showOnly9And13 !== 'boolean') {
    throw new IndicatorParamError(
      'showOnly9And13',
      `TD Sequential parameter "showOnly9And13" must be a boolean, got ${String(params.showOnly9And13)}`,
    );
  }
  return params;
}
