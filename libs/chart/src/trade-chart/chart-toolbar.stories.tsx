import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DEFAULT_RESOLUTION, type Resolution } from '../constants';
import { DEFAULT_INDICATOR_SETTINGS, type IndicatorSettings } from '../persistence/chart-persistence';
import { ChartToolbar } from './chart-toolbar';

/** The toolbar with its own state, as the chart holds it. */
function StoryToolbar({ resolution: initial = DEFAULT_RESOLUTION }: { resolution?: Resolution }) {
  const [resolution, setResolution] = useState<Resolution>(initial);
  const [indicators, setIndicators] = useState<IndicatorSettings>(DEFAULT_INDICATOR_SETTINGS);
  return (
    <ChartToolbar
      resolution={resolution}
      onResolutionChange={setResolution}
      indicators={indicators}
      setIndicators={setIndicators}
      symbols={['BTC_USDT', 'ETH_USDT', 'ETH_BTC', 'SOL_USDT']}
      onSymbolChange={() => undefined}
    />
  );
}

const meta: Meta<typeof StoryToolbar> = {
  title: 'chart/ChartToolbar',
  component: StoryToolbar,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof StoryToolbar>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
/** A resolution of the menu is current: the "More" button is named by it and reads as pressed. */
export const WeekFromTheMenu: Story = { args: { resolution: '1W' } };
