import { useLocalizedPath } from '@exchange/shell';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_PAIR } from '../constants';
import { ChartPageFrame } from './chart-page-frame';

export type { PreparedAction } from './chart-page-frame';

/** Normalises a route pair ("btc_usdt", "BTC-USDT") to BASE_QUOTE; falls back to the default pair. */
export function normalisePair(raw: string | undefined, fallback = DEFAULT_PAIR): string {
  const pair = (raw ?? '').trim().toUpperCase().replace(/[-/]/g, '_');
  return /^[A-Z0-9]+_[A-Z0-9]+$/.test(pair) ? pair : fallback;
}

/** Spot trading page: /trade/{BASE_QUOTE} (default BTC_USDT), `tab=isolated_margin` supported. */
export function TradePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const pair = normalisePair(params.pair);
  const isolated = search.get('tab') === 'isolated_margin';
  const [base, quote] = pair.split('_');
  return (
    <ChartPageFrame
      title={`${base}/${quote}`}
      subtitle={
        isolated ? (
          <FormattedMessage id="chart.page.isolatedMargin" defaultMessage="Isolated margin" />
        ) : (
          <FormattedMessage id="chart.page.spot" defaultMessage="Spot" />
        )
      }
      symbol={pair}
      chartKey={pair}
      chartId="trade"
      onSymbolChange={(next) => navigate(localize(`/trade/${next}${isolated ? '?tab=isolated_margin' : ''}`))}
    />
  );
}
