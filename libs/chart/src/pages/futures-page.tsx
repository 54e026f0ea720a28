import { css, type Theme } from '@emotion/react';
import { selectIsLoggedIn, useAppSelector, useLocalizedPath } from '@exchange/shell';
import { useTheme } from '@exchange/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { DEFAULT_CLOSE_UNIT, DEFAULT_CONTRACT, POPULAR_SYMBOLS } from '../constants';
import { ChartErrorBoundary } from '../error-boundary/chart-error-boundary';
import { TradeChart } from '../trade-chart/trade-chart';
import { useChartFeed } from './chart-feed-context';
import { normalisePair, type PreparedAction } from './trade-page';

/** Normalises the close (settlement) unit; default USDT (spec §2). */
export function normaliseCloseUnit(raw: string | undefined): string {
  const unit = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]+$/.test(unit) ? unit : DEFAULT_CLOSE_UNIT;
}

/** Futures page: /futures/{closeUnit}/{contract} (close unit default USDT). */
export function FuturesPage() {
  const intl = useIntl();
  const styles = getStyles(useTheme());
  const params = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const feed = useChartFeed();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [prepared, setPrepared] = useState<PreparedAction | null>(null);
  const closeUnit = normaliseCloseUnit(params.closeUnit);
  const contract = normalisePair(params.contract, DEFAULT_CONTRACT);

  return (
    <section css={styles.page}>
      <header css={styles.header}>
        <h1 css={styles.title}>
          <FormattedMessage
            id="chart.futures.title"
            defaultMessage="{contract} perpetual"
            values={{ contract: contract.replace('_', '/') }}
          />
        </h1>
        <span css={styles.unit}>
          <FormattedMessage id="chart.futures.closeUnit" defaultMessage="Settled in {unit}" values={{ unit: closeUnit }} />
        </span>
      </header>
      <ChartErrorBoundary>
        <TradeChart
          key={`${closeUnit}/${contract}`}
          symbol={contract}
          feed={feed}
          chartId="futures"
          symbols={POPULAR_SYMBOLS}
          onSymbolChange={(next) => navigate(localize(`/futures/${closeUnit}/${next}`))}
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
    unit: css`
      color: ${colors.mutedText};
    `,
    status: css`
      margin: 0;
      min-block-size: 1.5em;
      color: ${colors.mutedText};
    `,
  };
}
