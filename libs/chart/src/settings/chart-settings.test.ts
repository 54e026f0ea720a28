/** @jest-environment node */
import {
  browserTimeZone,
  chartColors,
  isDebugMode,
  isForcedCrash,
  resolutionSeconds,
  toChartLocale,
} from './chart-settings';
import { DEFAULT_RESOLUTION, RESOLUTIONS } from '../constants';
import { resolutionLabel } from './resolution-label';

describe('rise colour', () => {
  it('uses F2495E for red and 1BB273 (light) or 30BF87 (dark) for green', () => {
    expect(chartColors('light', 'green-up')).toMatchObject({ up: '#1BB273', down: '#F2495E' });
    expect(chartColors('dark', 'green-up')).toMatchObject({ up: '#30BF87', down: '#F2495E' });
    expect(chartColors('light', 'red-up')).toMatchObject({ up: '#F2495E', down: '#1BB273' });
    expect(chartColors('dark', 'red-up')).toMatchObject({ up: '#F2495E', down: '#30BF87' });
  });
});

describe('chart locale map', () => {
  it.each([
    ['cn', 'zh'],
    ['tw', 'zh_TW'],
    ['kr', 'ko'],
    ['vn', 'vi'],
    ['pt-br', 'pt'],
    ['en', 'en'],
    ['ar', 'ar'],
    ['zh', 'zh'],
    ['br', 'pt'],
    ['pt-BR', 'pt'],
  ])('maps %s to %s', (site, chart) => expect(toChartLocale(site)).toBe(chart));
});

describe('debug mode', () => {
  it('turns on with debug=1 or the stored flag', () => {
    expect(isDebugMode('?debug=1', undefined)).toBe(true);
    expect(isDebugMode('?a=b&debug=1', undefined)).toBe(true);
    expect(isDebugMode('?debug=0', undefined)).toBe(false);
    expect(isDebugMode('', '1')).toBe(true);
    expect(isDebugMode('', 'true')).toBe(true);
    expect(isDebugMode('', undefined)).toBe(false);
    expect(isDebugMode('', '0')).toBe(false);
  });

  it('forces a crash only with chart_crash=1 together with the query debug=1', () => {
    expect(isForcedCrash('?debug=1&chart_crash=1')).toBe(true);
    expect(isForcedCrash('?chart_crash=1')).toBe(false);
    expect(isForcedCrash('?debug=0&chart_crash=1')).toBe(false);
    expect(isForcedCrash('?debug=1&chart_crash=0')).toBe(false);
    expect(isForcedCrash('?debug=1')).toBe(false);
  });
});

describe('resolutions', () => {
  it('lists the twenty spec resolutions with 60 as default', () => {
    expect(RESOLUTIONS).toEqual(['1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '2D', '3D', '5D', '1W', '1M']);
    expect(DEFAULT_RESOLUTION).toBe('60');
  });

  it('converts resolutions to bar seconds', () => {
    expect(resolutionSeconds('1S')).toBe(1);
    expect(resolutionSeconds('30S')).toBe(30);
    expect(resolutionSeconds('1')).toBe(60);
    expect(resolutionSeconds('720')).toBe(43_200);
    expect(resolutionSeconds('5D')).toBe(432_000);
    expect(resolutionSeconds('1W')).toBe(604_800);
    expect(resolutionSeconds('1M')).toBe(2_592_000);
  });

  it('reads the browser time zone', () => {
    expect(typeof browserTimeZone()).toBe('string');
    expect(browserTimeZone().length).toBeGreaterThan(0);
  });
});

describe('resolution labels', () => {
  it('labels seconds, minutes, hours, days, weeks and months', () => {
    expect(RESOLUTIONS.map(resolutionLabel)).toEqual(['1s', '10s', '30s', '1m', '3m', '5m', '15m', '30m', '1H', '2H', '4H', '6H', '8H', '12H', '1D', '2D', '3D', '5D', '1W', '1M']);
  });
});
