import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_RESOLUTION, RESOLUTIONS, type Resolution } from '../constants';
import { DEFAULT_INDICATOR_SETTINGS, type IndicatorSettings } from '../persistence/chart-persistence';
import { renderChart } from '../testing/render-chart';
import { ChartToolbar } from './chart-toolbar';

function Toolbar({ onResolution = () => undefined, initial = DEFAULT_RESOLUTION }: { onResolution?: (value: Resolution) => void; initial?: Resolution }) {
  const [resolution, setResolution] = useState<Resolution>(initial);
  const [indicators, setIndicators] = useState<IndicatorSettings>(DEFAULT_INDICATOR_SETTINGS);
  return (
    <ChartToolbar
      resolution={resolution}
      onResolutionChange={(value) => {
        onResolution(value);
        setResolution(value);
      }}
      indicators={indicators}
      setIndicators={setIndicators}
      symbols={['BTC_USDT', 'ETH_USDT']}
      onSymbolChange={() => undefined}
    />
  );
}

describe('ChartToolbar', () => {
  it('draws no browser-default control: toggle buttons, a menu button and a combobox field', () => {
    const { container } = renderChart(<Toolbar />);
    expect(container.querySelectorAll('select, input[type="checkbox"]')).toHaveLength(0);
  });

  it('shows the common resolutions as a row labelled as exchanges label them, the default 60 pressed as 1H', () => {
    renderChart(<Toolbar />);
    const row = screen.getByRole('group', { name: 'Resolution' });
    const toggles = within(row).getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    expect(toggles.map((button) => button.textContent)).toEqual(['1m', '15m', '1H', '4H', '1D']);
    expect(within(row).getByRole('button', { name: '1H' })).toBePressed();
    expect(within(row).getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('passes the spec value of the resolution chosen from the row', async () => {
    const onResolution = jest.fn();
    renderChart(<Toolbar onResolution={onResolution} />);
    await userEvent.click(screen.getByRole('button', { name: '4H' }));
    expect(onResolution).toHaveBeenLastCalledWith('240');
    expect(screen.getByRole('button', { name: '4H' })).toBePressed();
    expect(screen.getByRole('button', { name: '1H' })).not.toBePressed();
  });

  it('offers every other resolution of the spec in the "More" menu, the current one checked, and names the button by it once chosen', async () => {
    const onResolution = jest.fn();
    renderChart(<Toolbar onResolution={onResolution} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const choices = within(screen.getByRole('menu', { name: 'More' })).getAllByRole('menuitemradio');
    expect(choices.map((item) => item.textContent)).toEqual(['1s', '10s', '30s', '3m', '5m', '30m', '2H', '6H', '8H', '12H', '2D', '3D', '5D', '1W', '1M']);
    expect(choices).toHaveLength(RESOLUTIONS.length - 5);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1W' }));
    expect(onResolution).toHaveBeenLastCalledWith('1W');
    const more = screen.getByRole('button', { name: '1W' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getAllByRole('button', { pressed: true })).not.toContainEqual(screen.getByRole('button', { name: '1H' }));
    await userEvent.click(more);
    expect(screen.getByRole('menuitemradio', { name: '1W' })).toHaveAttribute('aria-checked', 'true');
  });

  it('opens the menu from the keyboard and chooses with Enter', async () => {
    const onResolution = jest.fn();
    renderChart(<Toolbar onResolution={onResolution} />);
    screen.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: '1M' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onResolution).toHaveBeenLastCalledWith('1M');
  });

  it('shows each indicator as a toggle button pressed while it is shown', async () => {
    renderChart(<Toolbar />);
    const group = screen.getByRole('group', { name: 'Indicators' });
    expect(within(group).getByRole('button', { name: 'Volume' })).toBePressed();
    expect(within(group).getByRole('button', { name: 'MACD' })).toBePressed();
    expect(within(group).getByRole('button', { name: 'KDJ' })).toBePressed();
    expect(within(group).getByRole('button', { name: 'TD Sequential' })).not.toBePressed();
    await userEvent.click(within(group).getByRole('button', { name: 'MACD' }));
    expect(within(group).getByRole('button', { name: 'MACD' })).not.toBePressed();
  });

  it('opens the indicator settings form from its button, and Escape closes it with the focus back on the button', async () => {
    renderChart(<Toolbar />);
    const button = screen.getByRole('button', { name: 'Indicator settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const form = await screen.findByRole('form', { name: 'Indicator settings' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', form.id);
    await userEvent.click(screen.getByLabelText('KDJ period'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
