import { z } from 'zod/mini';
import { CHART_SAVED_DATA_KEY_PREFIX, KDJ_DEFAULTS, MACD_DEFAULTS, TD_DEFAULTS } from '../constants';
import {
  validateKdjParams,
  validateMacdParams,
  validateTdParams,
  type KdjParams,
  type MacdParams,
  type TdParams,
} from '../indicators/indicator-validation';
import { readStoredJson, writeStoredJson } from '../storage-adapter';

/** Pane and scale colours the user can change (spec §3 "chartProperties"). */
export interface ChartProperties {
  paneBackground: string;
  scaleTextColor: string;
  scaleLineColor: string;
  gridVertColor: string;
  gridHorzColor: string;
}

/** Indicator settings: which are shown and their parameters. */
export interface IndicatorSettings {
  macd: { visible: boolean; params: MacdParams };
  kdj: { visible: boolean; params: KdjParams };
  td: { visible: boolean; params: TdParams };
  volume: { visible: boolean };
}

/** Saved chart data (spec §3): a list `charts` whose first entry holds the chart's settings. */
export interface ChartSavedData {
  charts: Array<{
    chartProperties: ChartProperties;
    indicators: IndicatorSettings;
    /** Theme the properties were saved under; properties of another theme are not applied. */
    theme?: 'light' | 'dark';
  }>;
}

/** Defaults: every indicator shown with the spec's default parameters. */
export const DEFAULT_INDICATOR_SETTINGS: IndicatorSettings = {
  macd: { visible: true, params: { ...MACD_DEFAULTS } },
  kdj: { visible: true, params: { ...KDJ_DEFAULTS } },
  td: { visible: false, params: { ...TD_DEFAULTS } },
  volume: { visible: true },
};

/** True when a validator accepts the value (validators throw a parameter-naming error). */
function accepts<T>(validate: (value: T) => T): (value: T) => boolean {
  return (value) => {
    try {
      validate(value);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * The saved-data schema, built on first use: no schema code runs when an app only imports
 * `chartRoutes`, so the chart's validation stays out of the first load (zod/mini tree-shakes).
 */
let savedSchema: ReturnType<typeof buildSavedSchema> | undefined;
function buildSavedSchema() {
  const colour = z.string().check(z.minLength(1), z.maxLength(64));
  const propertiesSchema = z.object({
    paneBackground: colour,
    scaleTextColor: colour,
    scaleLineColor: colour,
    gridVertColor: colour,
    gridHorzColor: colour,
  });
  const indicatorsSchema = z.object({
    macd: z.object({
      visible: z.boolean(),
      params: z
        .object({ fast: z.number(), slow: z.number(), signal: z.number(), source: z.string() })
        .check(z.refine(accepts((value) => validateMacdParams(value as MacdParams)))),
    }),
    kdj: z.object({
      visible: z.boolean(),
      params: z.object({ n: z.number(), m1: z.number(), m2: z.number() }).check(z.refine(accepts(validateKdjParams))),
    }),
    td: z.object({ visible: z.boolean(), params: z.object({ showOnly9And13: z.boolean() }).check(z.refine(accepts(validateTdParams))) }),
    volume: z.object({ visible: z.boolean() }),
  });
  return z.object({
    charts: z
      .array(z.object({ chartProperties: propertiesSchema, indicators: indicatorsSchema, theme: z.optional(z.enum(['light', 'dark'])) }))
      .check(z.minLength(1)),
  });
}

/** Local storage key of one chart's saved data. */
export function chartSavedDataKey(chartId: string): string {
  return `${CHART_SAVED_DATA_KEY_PREFIX}${chartId}`;
}

/** Parses saved data; anything corrupt or out of range gives `undefined` (ignored). */
export function parseChartSavedData(raw: unknown): ChartSavedData | undefined {
  savedSchema ??= buildSavedSchema();
  const result = savedSchema.safeParse(raw);
  return result.success ? (result.data as ChartSavedData) : undefined;
}

/** Reads a chart's saved data from local storage; corrupt data counts as absent. */
export function loadChartSavedData(chartId: string): ChartSavedData | undefined {
  return parseChartSavedData(readStoredJson(chartSavedDataKey(chartId)));
}

/** Saves a chart's properties and indicators as `{ charts: [{ chartProperties, indicators, theme }] }`. */
export function saveChartData(
  chartId: string,
  chartProperties: ChartProperties,
  indicators: IndicatorSettings,
  theme?: 'light' | 'dark',
): void {
  const data: ChartSavedData = { charts: [{ chartProperties, indicators, ...(theme ? { theme } : {}) }] };
  writeStoredJson(chartSavedDataKey(chartId), data);
}
