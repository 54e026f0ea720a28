import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChartContextMenu } from '../context-menu/chart-context-menu';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import { ChartErrorScreen } from '../error-boundary/chart-error-boundary';
import type { TradeMarker } from '../markers/trade-marker-layout';
import { DEFAULT_INDICATOR_SETTINGS, saveChartData } from '../persistence/chart-persistence';
import { chartColors, chartPropertiesFromColors } from '../settings/chart-settings';
import { tdShowcaseBars } from '../testing/td-showcase-bars';
import { ChartPreview } from './chart-preview';
import { TradeChart, type TradeChartProps } from './trade-chart';

/** Fixed end time so screenshots are stable. */
const END = Date.UTC(2026, 0, 1, 0, 0, 0) / 1000;
const BARS = syntheticBars(600, '60', END, 7);

function markersFor(count: number): TradeMarker[] {
  return Array.from({ length: count }, (_, i) => {
    const bar = BARS[BARS.length - 1 - ((i * 7) % 200)];
    return {
      time: bar.time,
      type: i % 2 === 0 ? 'buy' : 'sell',
      price: i % 2 === 0 ? bar.low : bar.high,
      quantity: 0.01 * (i + 1),
      symbol: 'BTC_USDT',
      rawTimestamp: bar.time * 1000 + 1234,
    } as TradeMarker;
  });
}

type Args = Omit<TradeChartProps, 'feed'>;

function StoryChart(args: Args) {
  const feed = useMemo(() => createMemoryDataFeed(BARS), []);
  return <TradeChart {...args} feed={feed} />;
}

const meta: Meta<typeof StoryChart> = {
  title: 'chart/TradeChart',
  component: StoryChart,
  args: { symbol: 'BTC_USDT', chartId: 'story', height: 480, theme: 'light', riseMode: 'green-up' },
  // The engine is a chunk of its own, fetched after the page's first paint: loaded before the
  // story renders, so a screenshot never catches the empty box before the candles.
  loaders: [
    async () => {
      await import('./chart-engine');
      return {};
    },
  ],
};
export default meta;
type Story = StoryObj<typeof StoryChart>;

export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };
export const RedUp: Story = { args: { riseMode: 'red-up' } };
export const Markers: Story = { args: { markers: markersFor(40) } };

/** The context menu as it opens over the chart (quick order and price alert). */
export const ContextMenu: Story = {
  render: (args) => (
    <div>
      <StoryChart {...args} />
      <ChartContextMenu point={{ x: 240, y: 220 }} priceText="30512.40" supportAlert onAction={() => undefined} onClose={() => undefined} />
    </div>
  ),
};

/** Without `supportAlert`: quick order only. */
export const ContextMenuWithoutAlert: Story = {
  render: (args) => (
    <div>
      <StoryChart {...args} />
      <ChartContextMenu point={{ x: 240, y: 220 }} priceText="30512.40" supportAlert={false} onAction={() => undefined} onClose={() => undefined} />
    </div>
  ),
};

/** The crash screen. */
export const ErrorScreen: Story = { render: () => <ChartErrorScreen reload={() => undefined} /> };

const TD_BARS = tdShowcaseBars(END, 3600);
/** Wide bars so each label is readable next to its candle. */
const TD_BAR_SPACING = 24;

/**
 * TD Sequential on the worked example: the setup 9 and countdown 1 stacked below one bar, a
 * deferred 13 ("+") and then the qualified 13. TD is switched on through the saved settings the
 * chart reads on mount, as a user's earlier choice would be.
 */
function TdStoryChart(args: Args) {
  const theme = args.theme ?? 'light';
  const chartId = `story-td-${theme}`;
  useState(() => {
    // TD alone: the volume overlay and indicator panes would crowd the labels below the bars.
    const d = DEFAULT_INDICATOR_SETTINGS;
    const indicators = {
      volume: { ...d.volume, visible: false },
      macd: { ...d.macd, visible: false },
      kdj: { ...d.kdj, visible: false },
      td: { visible: true, params: { showOnly9And13: false } },
    };
    saveChartData(chartId, chartPropertiesFromColors(chartColors(theme, args.riseMode ?? 'green-up')), indicators, theme);
    return null;
  });
  const feed = useMemo(() => createMemoryDataFeed(TD_BARS), []);
  return (
    <TradeChart
      {...args}
      chartId={chartId}
      feed={feed}
      onReady={(engine) => engine.chart.timeScale().applyOptions({ barSpacing: TD_BAR_SPACING })}
    />
  );
}

/** TD Sequential: a bar with setup 9 and countdown 1, then "+" and the qualified 13 (light). */
export const TdSequentialCounts: Story = { render: (args) => <TdStoryChart {...args} /> };
/** The same in the dark theme. */
export const TdSequentialCountsDark: Story = {
  render: (args) => <TdStoryChart {...args} />,
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
};
/** The same right to left (Arabic page). */
export const TdSequentialCountsRtl: Story = {
  render: (args) => <TdStoryChart {...args} />,
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
};

/**
 * The phone's first picture of the chart (chart-preview.ts): what a phone shows until the reader
 * touches, focuses or scrolls the chart, drawn without lightweight-charts. 390 px wide, as a phone.
 */
function PhonePreview({ theme = 'light', riseMode = 'green-up' }: Args) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const colors = chartColors(theme, riseMode);
    const preview = new ChartPreview(box.current, {
      colors,
      chartProperties: chartPropertiesFromColors(colors),
      indicators: DEFAULT_INDICATOR_SETTINGS,
      locale: 'en-US',
      timeZone: 'UTC',
      barSeconds: 3600,
    });
    preview.setBars(BARS);
    return () => preview.destroy();
  }, [theme, riseMode]);
  return <div ref={box} style={{ position: 'relative', inlineSize: 390, blockSize: 428 }} />;
}

/** The phone preview (light). */
export const PhonePreviewLight: Story = { render: (args) => <PhonePreview {...args} /> };
/** The phone preview (dark, red up). */
export const PhonePreviewDark: Story = {
  render: (args) => <PhonePreview {...args} />,
  args: { theme: 'dark', riseMode: 'red-up' },
  globals: { theme: 'dark' },
};
