import { css, type Theme } from '@emotion/react';
import { selectIsLoggedIn, useAppSelector, useLocalizedPath } from '@exchange/shell';
import { useTheme } from '@exchange/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_PAIR, POPULAR_SYMBOLS } from '../constants';
import { ChartErrorBoundary } from '../error-boundary/chart-error-boundary';
import { TradeChart } from '../trade-chart/trade-chart';
import { useChartFeed } from './chart-feed-context';

/** Normalises a route pair ("btc_usdt", "BTC-USDT") to BASE_QUOTE; falls back to the default pair. */
export function normalisePair(raw: string | undefined, fallback = DEFAULT_PAIR): string {
  const pair = (raw ?? '').trim().toUpperCase().replace(/[-/]/g, '_');
  return /^[A-Z0-9]+_[A-Z0-9]+$/.test(pair) ? pair : fallback;
}

/** Which order an action in the context menu prepared. */
export interface PreparedAction {
  kind: 'quick-order' | 'price-alert';
  price: string;
}

/** Spot trading page: /trade/{BASE_QUOTE} (default BTC_USDT), `tab=isolated_margin` supported. */
export function TradePage() {
  const intl = useIntl();
  const styles = getStyles(useTheme());
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const feed = useChartFeed();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [prepared, setPrepared] = useState<PreparedAction | null>(null);
  const pair = normalisePair(params.pair);
  const isolated = search.get('tab') === 'isolated_margin';
  const [base, quote] = pair.split('_');

  return (
    <section css={styles.page}>
      <header css={styles.header}>
        <h1 css={styles.title}>{`${base}/${quote}`}</h1>
        <span css={styles.tab}>
          {isolated ? (
            <FormattedMessage id="chart.page.isolatedMargin" defaultMessage="Isolated margin" />
          ) : (
            <FormattedMessage id="chart.page.spot" defaultMessage="Spot" />
          )}
        </span>
      </header>
      <ChartErrorBoundary>
        <TradeChart
          key={pair}
          symbol={pair}
          feed={feed}
          chartId="trade"
          symbols={POPULAR_SYMBOLS}
          onSymbolChange={(next) => navigate(localize(`/trade/${next}${isolated ? '?tab=isolated_margin' : ''}`))}
          supportAlert={isLoggedIn}
          onQuickOrder={(price) => setPrepared({ kind: 'quick-order', price })}
          onPriceAlert={(price) => setPrepared({ kind: 'price-alert', price })}
        />
      </ChartErrorBoundary>
      <p role="status" css={styles.status}>
        {prepared &&
          (prepared.kind === 'quick-order'
            ? intl.formatMessage({ id: 'chart.page.quickOrderReady', defaultMessage: 'Quick order at {price}' }, { price: prepared.price })
            : intl.formatMessage({ id: 'chart.page.priceAlertReady', defaultMessage: 'Price alert at {price}' }, { price: prepared.price }))}
      </p>
    </section>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography } = theme;
  return {
    page: css`
      display: flex;
      flex-direction: column;
      gap: ${spacing[3]}px;
      padding-block: ${spacing[4]}px;
      padding-inline: ${spacing[4]}px;
      background: ${colors.background};
      color: ${colors.text};
    `,
    header: css`
      display: flex;
      align-items: baseline;
      gap: ${spacing[3]}px;
    `,
    title: css`
      margin: 0;
      font-size: ${typography.fontSize.xl};
    `,
    tab: css`
      color: ${colors.mutedText};
    `,
    status: css`
      margin: 0;
      min-block-size: 1.5em;
      color: ${colors.mutedText};
    `,
  };
}
