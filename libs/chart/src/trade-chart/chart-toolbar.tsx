import { controlStyles, MenuButton, useTheme } from '@exchange/ui';
import { lazy, Suspense, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
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

/** The resolutions shown as a row, as exchanges show them; the rest of the spec's list is in the "More" menu. */
const ROW_RESOLUTIONS: readonly Resolution[] = ['1', '15', '60', '240', '1D'];
const MENU_RESOLUTIONS = RESOLUTIONS.filter((value) => !ROW_RESOLUTIONS.includes(value));

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

/**
 * The chart's controls, in the header's control family: the resolutions (a row of the common
 * ones, pressed when current, the rest in a menu), the indicators as toggle buttons, a button
 * opening the indicator settings form, and the symbol search.
 */
export function ChartToolbar({ resolution, onResolutionChange, indicators, setIndicators, symbols, onSymbolChange }: ChartToolbarProps) {
  const intl = useIntl();
  const theme = useTheme();
  const styles = tradeChartStyles(theme);
  const control = controlStyles(theme).control;
  const [editing, setEditing] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const indicatorLabels: Record<(typeof INDICATOR_KEYS)[number], string> = {
    volume: intl.formatMessage({ id: 'chart.indicator.volume', defaultMessage: 'Volume' }),
    macd: intl.formatMessage({ id: 'chart.indicator.macd', defaultMessage: 'MACD' }),
    kdj: intl.formatMessage({ id: 'chart.indicator.kdj', defaultMessage: 'KDJ' }),
    td: intl.formatMessage({ id: 'chart.indicator.td', defaultMessage: 'TD Sequential' }),
  };
  const inMenu = !ROW_RESOLUTIONS.includes(resolution);
  const closeForm = () => {
    setEditing(false);
    settingsButton.current?.focus();
  };

  return (
    <>
      <div css={styles.toolbar}>
        <div role="group" aria-label={intl.formatMessage({ id: 'chart.resolution', defaultMessage: 'Resolution' })} css={styles.group}>
          {ROW_RESOLUTIONS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === resolution}
              css={[control, styles.toggle]}
              onClick={() => onResolutionChange(value)}
            >
              {resolutionLabel(value)}
            </button>
          ))}
          <MenuButton
            // The current resolution names the button when it is one of the menu's, so the row always shows it.
            label={inMenu ? resolutionLabel(resolution) : intl.formatMessage({ id: 'chart.resolution.more', defaultMessage: 'More' })}
            items={MENU_RESOLUTIONS.map((value) => ({ id: value, label: resolutionLabel(value), checked: value === resolution }))}
            onSelect={(value) => onResolutionChange(value as Resolution)}
            buttonCss={[control, styles.toggle, inMenu && styles.current]}
          />
        </div>
        <div role="group" aria-label={intl.formatMessage({ id: 'chart.indicators', defaultMessage: 'Indicators' })} css={[styles.group, styles.spaced]}>
          {INDICATOR_KEYS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={indicators[key].visible}
              css={[control, styles.toggle]}
              onClick={() => setIndicators((current) => ({ ...current, [key]: { ...current[key], visible: !current[key].visible } }))}
            >
              {indicatorLabels[key]}
            </button>
          ))}
        </div>
        <button
          ref={settingsButton}
          type="button"
          css={[control, styles.toggle]}
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => setEditing((open) => !open)}
        >
          {intl.formatMessage({ id: 'chart.settings.open', defaultMessage: 'Indicator settings' })}
          <span aria-hidden="true" css={styles.caret}>
            ▾
          </span>
        </button>
        {symbols && onSymbolChange && <SymbolSearch symbols={symbols} onSelect={onSymbolChange} />}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <IndicatorSettingsForm
            id={formId}
            value={indicators}
            onApply={(next) => {
              setIndicators(next);
              closeForm();
            }}
            onCancel={closeForm}
          />
        </Suspense>
      )}
    </>
  );
}
