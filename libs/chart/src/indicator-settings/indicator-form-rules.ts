import {
  KDJ_PERIOD_MAX,
  KDJ_PERIOD_MIN,
  MACD_PERIOD_MAX,
  MACD_PERIOD_MIN,
  MACD_SIGNAL_MAX,
  MACD_SIGNAL_MIN,
} from '../constants';
import {
  isMacdSource,
  validateKdjParams,
  validateMacdParams,
  validateTdParams,
} from '../indicators/indicator-validation';
import type { IndicatorSettings } from '../persistence/chart-persistence';

/** Text fields of the indicator settings form. */
export interface IndicatorFormValues {
  kdjN: string;
  kdjM1: string;
  kdjM2: string;
  macdFast: string;
  macdSlow: string;
  macdSignal: string;
  macdSource: string;
  tdOnly9And13: boolean;
}

/** A field that failed: a number outside [min, max] (or not a whole number), or a bad source. */
export type IndicatorFieldError = { kind: 'range'; min: number; max: number } | { kind: 'source' };

/** Form result: new settings, or an error per failing field. */
export type IndicatorFormResult =
  | { ok: true; settings: IndicatorSettings }
  | { ok: false; errors: Partial<Record<keyof IndicatorFormValues, IndicatorFieldError>> };

/** Form values of the current settings. */
export function formValuesOf(settings: IndicatorSettings): IndicatorFormValues {
  return {
    kdjN: String(settings.kdj.params.n),
    kdjM1: String(settings.kdj.params.m1),
    kdjM2: String(settings.kdj.params.m2),
    macdFast: String(settings.macd.params.fast),
    macdSlow: String(settings.macd.params.slow),
    macdSignal: String(settings.macd.params.signal),
    macdSource: settings.macd.params.source,
    tdOnly9And13: settings.td.params.showOnly9And13,
  };
}

const RANGES: Record<Exclude<keyof IndicatorFormValues, 'macdSource' | 'tdOnly9And13'>, [number, number]> = {
  kdjN: [KDJ_PERIOD_MIN, KDJ_PERIOD_MAX],
  kdjM1: [KDJ_PERIOD_MIN, KDJ_PERIOD_MAX],
  kdjM2: [KDJ_PERIOD_MIN, KDJ_PERIOD_MAX],
  macdFast: [MACD_PERIOD_MIN, MACD_PERIOD_MAX],
  macdSlow: [MACD_PERIOD_MIN, MACD_PERIOD_MAX],
  macdSignal: [MACD_SIGNAL_MIN, MACD_SIGNAL_MAX],
};

/**
 * Validates the whole form against the spec ranges (§5), reporting every failing field, and
 * builds the new settings (visibility kept from `current`).
 */
export function parseIndicatorForm(values: IndicatorFormValues, current: IndicatorSettings): IndicatorFormResult {
  const errors: Partial<Record<keyof IndicatorFormValues, IndicatorFieldError>> = {};
  const numbers = {} as Record<keyof typeof RANGES, number>;
  for (const key of Object.keys(RANGES) as Array<keyof typeof RANGES>) {
    const [min, max] = RANGES[key];
    const text = values[key].trim();
    const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(value) || value < min || value > max) errors[key] = { kind: 'range', min, max };
    numbers[key] = value;
  }
  if (!isMacdSource(values.macdSource)) errors.macdSource = { kind: 'source' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const settings: IndicatorSettings = {
    ...current,
    kdj: { ...current.kdj, params: validateKdjParams({ n: numbers.kdjN, m1: numbers.kdjM1, m2: numbers.kdjM2 }) },
    macd: {
      ...current.macd,
      params: validateMacdParams({
        fast: numbers.macdFast,
        slow: numbers.macdSlow,
        signal: numbers.macdSignal,
        source: values.macdSource as IndicatorSettings['macd']['params']['source'],
      }),
    },
    td: { ...current.td, params: validateTdParams({ showOnly9And13: values.tdOnly9And13 }) },
  };
  return { ok: true, settings };
}
