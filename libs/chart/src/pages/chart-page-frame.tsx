import { css, type Theme } from '@emotion/react';
import { DepositPickerButton, selectIsLoggedIn, useAppSelector } from '@exchange/shell';
import { useStyles } from '@exchange/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { POPULAR_SYMBOLS } from '../constants';
import { ChartErrorBoundary } from '../error-boundary/chart-error-boundary';
import { TradeChart } from '../trade-chart/trade-chart';
import { MarketTicker } from '../ticker/market-ticker';
import { useChartSources } from './chart-feed-context';

/** Which order an action in the context menu prepared. */
export interface PreparedAction {
  kind: 'quick-order' | 'price-alert';
  price: string;
}

/** What a chart page puts in the shared frame. */
export interface ChartPageFrameProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** BASE_QUOTE symbol the chart shows. */
  symbol: string;
  /** Remounts the chart when it changes (a new market). */
  chartKey: string;
  /** Per-chart persistence key. */
  chartId: string;
  onSymbolChange: (symbol: string) => void;
  /** Which registry ws host streams this page's market; default spot. */
  market?: 'spot' | 'futures';
}

/**
 * The frame both chart pages share: heading, the live ticker, the chart inside its error boundary, and a status
 * line announcing what the context menu prepared (quick order; price alert for logged-in users).
 */
export function ChartPageFrame({ title, subtitle, symbol, chartKey, chartId, onSymbolChange, market = 'spot' }: ChartPageFrameProps): ReactNode {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const { feed, stream } = useChartSources(market);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [prepared, setPrepared] = useState<PreparedAction | null>(null);
  return (
    <section css={styles.page}>
      <header css={styles.header}>
        <h1 css={styles.title}>{title}</h1>
        <span css={styles.subtitle}>{subtitle}</span>
        <span css={styles.actions}>
          <DepositPickerButton />
        </span>
      </header>
      <MarketTicker symbol={symbol} stream={stream} feed={feed} documentTitle />
      <ChartErrorBoundary>
        <TradeChart
          key={chartKey}
          symbol={symbol}
          feed={feed}
          chartId={chartId}
          symbols={POPULAR_SYMBOLS}
          onSymbolChange={onSymbolChange}
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
      min-inline-size: 0;
      padding-block: ${spacing[4]}px;
      padding-inline: ${spacing[4]}px;
      background: ${colors.background};
      color: ${colors.text};
      /* The page already has its inline padding on a phone: the chart takes the whole width left. */
      ${theme.mq.down('sm')} {
        padding-inline: 0;
      }
    `,
    header: css`
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: ${spacing[1]}px ${spacing[3]}px;
    `,
    title: css`
      margin: 0;
      font-size: ${typography.fontSize.xl};
      overflow-wrap: anywhere;
    `,
    subtitle: css`
      color: ${colors.mutedText};
    `,
    actions: css`
      margin-inline-start: auto;
      align-self: center;
    `,
    status: css`
      margin: 0;
      min-block-size: 1.5em;
      color: ${colors.mutedText};
    `,
  };
}
