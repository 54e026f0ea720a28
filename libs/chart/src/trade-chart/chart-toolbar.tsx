import { useTheme } from '@exchange/ui';
import { lazy, Suspense, useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { RESOLUTIONS, type Resolution } from '../constants';
import type { IndicatorSettings } from '../persistence/chart-persistence';
import { resolutionLabel } from '../settings/resolution-label';
import { SymbolSearch } from '../symbol-search/symbol-search';
import { tradeChartStyles } from './trade-chart-styles';

/*
 * The settings form loads in its own chunk, so the chart's lazy chunk stays small (at most 60 KB
 * gzip). The symbol search is on screen from the first paint: as a chunk of its own (2 KB) it was
 * one more round trip that paint waited for.
 */
const IndicatorSettingsForm = lazy(async () => ({
  default: (await import('../indicator-settings/indicator-settings-form')).IndicatorSettingsForm,
}));

const INDICATOR_KEYS = ['volume', 'macd', 'kdj', 'td'] as const;

/** Props of {@link ChartToolbar}. */
export interface ChartToolbarProps {
  resolution: Resolution;
  onResolutionChange: (resolution: Resolution) => void;
  indicators: IndicatorSettings;
  setIndicators: Dispatch<SetStateAction<IndicatorSettings>>;
  /** Symbols offered by the search box; the box is hidden without them or `onSymbolChange`. */
  symbols?: readonly string[];
  onSymbolChange?: (symbol: string) => void;
}

/** The chart's controls: resolution, indicators shown, the indicator settings form and the symbol search. */
export function ChartToolbar({ resolution, onResolutionChange, indicators, setIndicators, symbols, onSymbolChange }: ChartToolbarProps) {
  const intl = useIntl();
  const styles = tradeChartStyles(useTheme());
  const [editing, setEditing] = useState(false);
  const indicatorLabels: Record<(typeof INDICATOR_KEYS)[number], string> = {
    volume: intl.formatMessage({ id: 'chart.indicator.volume', defaultMessage: 'Volume' }),
    macd: intl.formatMessage({ id: 'chart.indicator.macd', defaultMessage: 'MACD' }),
    kdj: intl.formatMessage({ id: 'chart.indicator.kdj', defaultMessage: 'KDJ' }),
    td: intl.formatMessage({ id: 'chart.indicator.td', defaultMessage: 'TD Sequential' }),
  };

  return (
    <>
      <div css={styles.toolbar}>
        <label css={styles.field}>
          <span>{intl.formatMessage({ id: 'chart.resolution', defaultMessage: 'Resolution' })}</span>
          <select css={styles.select} value={resolution} onChange={(event) => onResolutionChange(event.target.value as Resolution)}>
            {RESOLUTIONS.map((value) => (
              <option key={value} value={value}>
                {resolutionLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <fieldset css={styles.indicators}>
          <legend css={styles.legend}>{intl.formatMessage({ id: 'chart.indicators', defaultMessage: 'Indicators' })}</legend>
          {INDICATOR_KEYS.map((key) => (
            <label key={key} css={styles.field}>
              <input
                type="checkbox"
                checked={indicators[key].visible}
                onChange={(event) => {
                  const visible = event.target.checked;
                  setIndicators((current) => ({ ...current, [key]: { ...current[key], visible } }));
                }}
              />
              <span>{indicatorLabels[key]}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" css={styles.settingsButton} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {intl.formatMessage({ id: 'chart.settings.open', defaultMessage: 'Indicator settings' })}
        </button>
        {symbols && onSymbolChange && <SymbolSearch symbols={symbols} onSelect={onSymbolChange} />}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <IndicatorSettingsForm
            value={indicators}
            onApply={(next) => {
              setIndicators(next);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
