import { syntheticBars } from '../data-feed/memory-data-feed';
import { DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { INDICATOR_LINE_COLORS, chartColors, chartPropertiesFromColors } from '../settings/chart-settings';
import { recordCanvas } from '../testing/recording-canvas';
import { ChartPreview } from './chart-preview';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0) / 1000;
const bars = syntheticBars(278, '60', NOW);
const colors = chartColors('light', 'green-up');

function makePreview(height = 428) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 412 });
  Object.defineProperty(container, 'clientHeight', { value: height });
  document.body.append(container);
  const preview = new ChartPreview(container, {
    colors,
    chartProperties: chartPropertiesFromColors(colors),
    indicators: DEFAULT_INDICATOR_SETTINGS,
    locale: 'en-US',
    timeZone: 'UTC',
    barSeconds: 3600,
  });
  return { container, preview };
}

let canvas: ReturnType<typeof recordCanvas>;
beforeEach(() => {
  canvas = recordCanvas();
});
afterEach(() => {
  canvas.restore();
  document.body.innerHTML = '';
});

const strokedWith = (color: string) => canvas.calls.some((call) => call.name === 'stroke' && call.strokeStyle === color);

describe('ChartPreview', () => {
  it('draws the last price on the price scale in its candle colour, and hour bars\' labels a day apart by date', () => {
    const { preview } = makePreview();
    preview.setBars(bars);
    const last = bars[bars.length - 1];
    expect(canvas.texts()).toContain(last.close.toFixed(2));
    const box = canvas.calls.filter((call) => call.name === 'fillRect').at(-1);
    expect(box?.fillStyle).toBe(last.close >= last.open ? colors.up : colors.down);
    expect(canvas.texts()).toContain('Jan 1');
  });

  it('labels 15-minute bars by time of day, midnight as 00:00 (never 24:00)', () => {
    const { preview } = makePreview();
    preview.setBarSeconds(900);
    preview.setBars(syntheticBars(278, '15', NOW));
    expect(canvas.texts()).toContain('00:00');
    expect(canvas.texts()).toContain('04:00');
    expect(canvas.texts()).not.toContain('24:00');
  });

  it('draws the MACD and KDJ lines while they are shown, and none once hidden', () => {
    const { preview } = makePreview();
    preview.setBars(bars);
    expect(strokedWith(INDICATOR_LINE_COLORS.signal)).toBe(true);
    expect(strokedWith(INDICATOR_LINE_COLORS.j)).toBe(true);
    canvas.calls.length = 0;
    preview.setIndicators({ ...DEFAULT_INDICATOR_SETTINGS, macd: { ...DEFAULT_INDICATOR_SETTINGS.macd, visible: false }, kdj: { ...DEFAULT_INDICATOR_SETTINGS.kdj, visible: false } });
    expect(strokedWith(INDICATOR_LINE_COLORS.signal)).toBe(false);
    expect(strokedWith(INDICATOR_LINE_COLORS.j)).toBe(false);
  });

  it('streams ticks as the engine does: the same time replaces, a later one appends, an older one is ignored', () => {
    const { preview } = makePreview();
    preview.setBars(bars);
    const last = bars[bars.length - 1];
    preview.applyTick({ ...last, close: last.close + 5 });
    expect(preview.barCount).toBe(278);
    expect(preview.snapshotBars().at(-1)?.close).toBe(last.close + 5);
    preview.applyTick({ ...last, time: last.time + 3600 });
    expect(preview.barCount).toBe(279);
    expect(document.querySelector('canvas[data-chart-preview]')).toHaveAttribute('data-bars', '279');
    preview.applyTick({ ...last, time: last.time - 7200 });
    expect(preview.barCount).toBe(279);
    expect(preview.lastTime).toBe(last.time + 3600);
  });

  it('draws candles in the new colours after a theme or rise-colour switch, and names them on its box', () => {
    const { container, preview } = makePreview();
    preview.setBars(bars);
    const swapped = chartColors('dark', 'red-up');
    canvas.calls.length = 0;
    preview.applyColors(swapped, chartPropertiesFromColors(swapped));
    expect(container.dataset.upColor).toBe(swapped.up);
    expect(canvas.calls.some((call) => call.name === 'fillRect' && call.fillStyle === swapped.up)).toBe(true);
    expect(canvas.calls.some((call) => call.name === 'fillRect' && call.fillStyle === colors.up)).toBe(false);
  });

  it('writes negative scale labels with the minus sign, as lightweight-charts does', () => {
    // Tall enough for two labels on the MACD scale (40 px apart at least).
    const { preview } = makePreview(800);
    // A steady fall: MACD settles near -(26 - 12) / 2 x 20 = -140, so its scale has negative labels.
    const falling = bars.map((bar, index) => ({ ...bar, open: 30_010 - index * 20, high: 30_015 - index * 20, low: 29_985 - index * 20, close: 29_990 - index * 20 }));
    preview.setBars(falling);
    expect(canvas.texts().some((text) => text.startsWith('\u2212'))).toBe(true);
    expect(canvas.texts().some((text) => text.startsWith('-'))).toBe(false);
  });

  it('draws its scales left to right on a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    try {
      const { preview } = makePreview();
      preview.setBars(bars);
      const ctx = document.querySelector('canvas')!.getContext('2d') as CanvasRenderingContext2D;
      expect(ctx.direction).toBe('ltr');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('removes its canvas when destroyed', () => {
    const { container, preview } = makePreview();
    expect(container.querySelector('canvas[data-chart-preview]')).not.toBeNull();
    preview.destroy();
    expect(container.querySelector('canvas')).toBeNull();
  });
});
