import { waitFor } from '@testing-library/react';
import { createMemoryDataFeed, syntheticBars } from '../data-feed/memory-data-feed';
import { fakeState, resetFake } from '../testing/fake-lightweight-charts';
import { renderChart } from '../testing/render-chart';
import { TradeChart } from './trade-chart';

jest.mock('lightweight-charts', () => jest.requireActual('../testing/fake-lightweight-charts'), { virtual: true });

const bars = syntheticBars(50, '60', Date.UTC(2026, 0, 1) / 1000);
const chartLocale = () => (fakeState.charts[0].options[0] as { localization: { locale: string } }).localization.locale;

beforeEach(() => resetFake());

describe('the chart locale follows the page locale through TradeChart (spec 2 §2 map)', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['zh-TW', 'zh-TW'],
    ['vi', 'vi'],
    ['en', 'en'],
  ])('a page in %s gives the chart %s', async (pageLocale, expected) => {
    renderChart(<TradeChart symbol="BTC_USDT" feed={createMemoryDataFeed(bars)} />, { locale: pageLocale });
    await waitFor(() => expect(fakeState.charts).toHaveLength(1));
    expect(chartLocale()).toBe(expected);
  });

  it('the site code br given as a prop maps to pt, never Breton', async () => {
    renderChart(<TradeChart symbol="BTC_USDT" feed={createMemoryDataFeed(bars)} locale="br" />, { locale: 'pt-BR' });
    await waitFor(() => expect(fakeState.charts).toHaveLength(1));
    expect(chartLocale()).toBe('pt');
  });
});
