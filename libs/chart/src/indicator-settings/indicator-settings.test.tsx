import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { renderChart } from '../testing/render-chart';
import { formValuesOf, parseIndicatorForm } from './indicator-form-rules';
import { IndicatorSettingsForm } from './indicator-settings-form';

const defaults = formValuesOf(DEFAULT_INDICATOR_SETTINGS);

describe('indicator form rules', () => {
  it('accepts the boundaries and builds settings', () => {
    const result = parseIndicatorForm(
      { ...defaults, kdjN: '1', kdjM1: '2000', macdFast: '1', macdSlow: '2000', macdSignal: '50', macdSource: 'hl2', tdOnly9And13: true },
      DEFAULT_INDICATOR_SETTINGS,
    );
    expect(result).toEqual({
      ok: true,
      settings: expect.objectContaining({
        kdj: { visible: true, params: { n: 1, m1: 2000, m2: 3 } },
        macd: { visible: true, params: { fast: 1, slow: 2000, signal: 50, source: 'hl2' } },
        td: { visible: false, params: { showOnly9And13: true } },
      }),
    });
  });

  it('reports every out-of-range field with its range', () => {
    const result = parseIndicatorForm(
      { ...defaults, kdjN: '0', kdjM1: '0', kdjM2: '2001', macdSignal: '51', macdFast: '1.5', macdSlow: 'x', macdSource: 'volume' },
      DEFAULT_INDICATOR_SETTINGS,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        kdjN: { kind: 'range', min: 1, max: 2000 },
        kdjM1: { kind: 'range', min: 1, max: 2000 },
        kdjM2: { kind: 'range', min: 1, max: 2000 },
        macdFast: { kind: 'range', min: 1, max: 2000 },
        macdSlow: { kind: 'range', min: 1, max: 2000 },
        macdSignal: { kind: 'range', min: 1, max: 50 },
        macdSource: { kind: 'source' },
      },
    });
  });

  it('takes a whole number typed with spaces around it', () => {
    const result = parseIndicatorForm({ ...defaults, kdjN: ' 14 ' }, DEFAULT_INDICATOR_SETTINGS);
    expect(result).toEqual({ ok: true, settings: expect.objectContaining({ kdj: { visible: true, params: { n: 14, m1: 3, m2: 3 } } }) });
  });

  it('refuses what is not written as a whole number, even when it reads as one in range', () => {
    const result = parseIndicatorForm({ ...defaults, kdjN: '1e3', macdFast: '0x10' }, DEFAULT_INDICATOR_SETTINGS);
    expect(result).toEqual({
      ok: false,
      errors: { kdjN: { kind: 'range', min: 1, max: 2000 }, macdFast: { kind: 'range', min: 1, max: 2000 } },
    });
  });
});

describe('IndicatorSettingsForm', () => {
  it('shows the error next to the field and applies once valid', async () => {
    const onApply = jest.fn();
    renderChart(<IndicatorSettingsForm value={DEFAULT_INDICATOR_SETTINGS} onApply={onApply} onCancel={() => undefined} />);
    const signal = screen.getByLabelText('MACD signal period');
    await userEvent.clear(signal);
    await userEvent.type(signal, '51');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(signal).toHaveAttribute('aria-invalid', 'true');
    expect(signal).toHaveAccessibleDescription('Enter a whole number from 1 to 50');
    await userEvent.clear(signal);
    await userEvent.type(signal, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ macd: { visible: true, params: { fast: 12, slow: 26, signal: 50, source: 'close' } } }));
  });
});

describe('IndicatorSettingsForm fields', () => {
  it('is built of the family: fields and a select with no browser-drawn face, and a switch for "only 9 and 13"', async () => {
    const onApply = jest.fn();
    renderChart(<IndicatorSettingsForm value={DEFAULT_INDICATOR_SETTINGS} onApply={onApply} onCancel={() => undefined} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(getComputedStyle(screen.getByRole('combobox', { name: 'MACD source' })).appearance).toBe('none');
    expect(getComputedStyle(screen.getByLabelText('KDJ period')).appearance).toBe('none');
    const only = screen.getByRole('switch', { name: 'TD Sequential: show only 9 and 13' });
    expect(only).not.toBeChecked();
    await userEvent.click(only);
    expect(only).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ td: expect.objectContaining({ params: { showOnly9And13: true } }) }));
  });

  it('cancels on Escape', async () => {
    const onCancel = jest.fn();
    renderChart(<IndicatorSettingsForm value={DEFAULT_INDICATOR_SETTINGS} onApply={() => undefined} onCancel={onCancel} />);
    await userEvent.click(screen.getByLabelText('KDJ period'));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
