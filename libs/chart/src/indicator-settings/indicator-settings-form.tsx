import { css, type Theme } from '@emotion/react';
import { Button, fieldStyles, Switch, useTheme } from '@exchange/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MACD_SOURCES } from '../constants';
import type { IndicatorSettings } from '../persistence/chart-persistence';
import { formValuesOf, parseIndicatorForm, type IndicatorFieldError, type IndicatorFormValues } from './indicator-form-rules';

/** Props of {@link IndicatorSettingsForm}. */
export interface IndicatorSettingsFormProps {
  /** Id of the form, for the button that opens it (`aria-controls`). */
  id?: string;
  value: IndicatorSettings;
  onApply: (next: IndicatorSettings) => void;
  onCancel: () => void;
}

type NumberField = Exclude<keyof IndicatorFormValues, 'macdSource' | 'tdOnly9And13'>;

/**
 * Edits KDJ, MACD and TD Sequential parameters with the family's fields (text fields, a select
 * and a switch); out-of-range values are reported per field. Escape cancels.
 */
export function IndicatorSettingsForm({ id, value, onApply, onCancel }: IndicatorSettingsFormProps) {
  const intl = useIntl();
  const theme = useTheme();
  const styles = getStyles(theme);
  const field = fieldStyles(theme);
  const idPrefix = useId();
  const [values, setValues] = useState(() => formValuesOf(value));
  const [errors, setErrors] = useState<Partial<Record<keyof IndicatorFormValues, IndicatorFieldError>>>({});

  const labels: Record<NumberField, string> = {
    kdjN: intl.formatMessage({ id: 'chart.settings.kdjN', defaultMessage: 'KDJ period' }),
    kdjM1: intl.formatMessage({ id: 'chart.settings.kdjM1', defaultMessage: 'KDJ K smoothing' }),
    kdjM2: intl.formatMessage({ id: 'chart.settings.kdjM2', defaultMessage: 'KDJ D smoothing' }),
    macdFast: intl.formatMessage({ id: 'chart.settings.macdFast', defaultMessage: 'MACD fast period' }),
    macdSlow: intl.formatMessage({ id: 'chart.settings.macdSlow', defaultMessage: 'MACD slow period' }),
    macdSignal: intl.formatMessage({ id: 'chart.settings.macdSignal', defaultMessage: 'MACD signal period' }),
  };

  const errorText = (error: IndicatorFieldError) =>
    error.kind === 'range'
      ? intl.formatMessage(
          { id: 'chart.settings.rangeError', defaultMessage: 'Enter a whole number from {min} to {max}' },
          { min: error.min, max: error.max },
        )
      : intl.formatMessage({ id: 'chart.settings.sourceError', defaultMessage: 'Choose a source from the list' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseIndicatorForm(values, value);
    if (result.ok) {
      setErrors({});
      onApply(result.settings);
    } else {
      setErrors(result.errors);
    }
  };

  const numberField = (key: NumberField) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <div key={key} css={styles.field}>
        <label htmlFor={id} css={styles.label}>
          {labels[key]}
        </label>
        <input
          id={id}
          inputMode="numeric"
          css={[field, styles.input]}
          value={values[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
        />
        {error && (
          <span id={`${id}-error`} css={styles.error}>
            {errorText(error)}
          </span>
        )}
      </div>
    );
  };

  const sourceId = `${idPrefix}-source`;
  return (
    <form
      id={id}
      css={styles.form}
      aria-label={intl.formatMessage({ id: 'chart.settings.label', defaultMessage: 'Indicator settings' })}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      noValidate
    >
      {(['kdjN', 'kdjM1', 'kdjM2', 'macdFast', 'macdSlow', 'macdSignal'] as const).map(numberField)}
      <div css={styles.field}>
        <label htmlFor={sourceId} css={styles.label}>
          {intl.formatMessage({ id: 'chart.settings.macdSource', defaultMessage: 'MACD source' })}
        </label>
        <span css={styles.select}>
          <select
            id={sourceId}
            css={field}
            value={values.macdSource}
            aria-invalid={errors.macdSource ? true : undefined}
            onChange={(event) => setValues((current) => ({ ...current, macdSource: event.target.value }))}
          >
            {MACD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </span>
        {errors.macdSource && <span css={styles.error}>{errorText(errors.macdSource)}</span>}
      </div>
      <div css={styles.check}>
        <Switch
          label={intl.formatMessage({ id: 'chart.settings.tdOnly', defaultMessage: 'TD Sequential: show only 9 and 13' })}
          checked={values.tdOnly9And13}
          onChange={(tdOnly9And13) => setValues((current) => ({ ...current, tdOnly9And13 }))}
        />
      </div>
      <div css={styles.actions}>
        <Button type="submit">{intl.formatMessage({ id: 'chart.settings.apply', defaultMessage: 'Apply' })}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage({ id: 'chart.settings.cancel', defaultMessage: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography } = theme;
  return {
    form: css`
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: ${spacing[3]}px;
      padding-block: ${spacing[3]}px;
      padding-inline: ${spacing[3]}px;
      border-block-end: 1px solid ${colors.border};
      background: ${colors.surface};
    `,
    field: css`
      display: flex;
      flex-direction: column;
      gap: ${spacing[1]}px;
    `,
    label: css`
      color: ${colors.mutedText};
      font-size: ${typography.fontSize.xs};
    `,
    input: css`
      inline-size: 96px;
    `,
    /* The select's caret, drawn by its wrapper at the inline end (so it mirrors in RTL): the
       family's select has no browser-drawn face. */
    select: css`
      position: relative;
      display: inline-flex;
      & > select {
        min-inline-size: 96px;
        padding-inline-end: ${spacing[6]}px;
        cursor: pointer;
      }
      &::after {
        content: '▾';
        position: absolute;
        inset-inline-end: ${spacing[2]}px;
        inset-block-start: 50%;
        transform: translateY(-50%);
        color: ${colors.mutedText};
        font-size: ${typography.fontSize.xs};
        pointer-events: none;
      }
    `,
    error: css`
      max-inline-size: 160px;
      color: ${colors.danger};
      font-size: ${typography.fontSize.xs};
    `,
    check: css`
      display: inline-flex;
      align-items: center;
      gap: ${spacing[1]}px;
      align-self: center;
    `,
    actions: css`
      display: flex;
      gap: ${spacing[2]}px;
      align-self: center;
    `,
  };
}
