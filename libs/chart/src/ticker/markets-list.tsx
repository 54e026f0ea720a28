import { css, type Theme } from '@emotion/react';
import { MAIN_MARKET_SYMBOLS, priceDecimals, type MarketsRow } from '@exchange/api';
import { DARK_COOKIE, RISE_COLOR_COOKIE, riseColorFor, themeModeFromCookie, useLocalizedPath } from '@exchange/shell';
import { useTheme } from '@exchange/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MarketStreamClient } from '../data-feed/market-stream-client';
import type { ChartTheme, RiseMode } from '../settings/chart-settings';
import { siteLocaleOf } from '../settings/site-locale';
import { now, readCookie } from '../storage-adapter';
import { changeColor, changeDirection } from './ticker-rules';
import { MARKETS_LIST_ROW_PX } from './markets-list-layout';

/** The list re-renders at most this often. */
const MARKETS_LIST_RENDER_MS = 1000;
const ROW_PX = MARKETS_LIST_ROW_PX;

/** Whether a markets update may re-render the list at `now`. */
export function shouldRenderMarkets(lastRenderAt: number | undefined, at: number): boolean {
  return lastRenderAt === undefined || at - lastRenderAt >= MARKETS_LIST_RENDER_MS;
}

/** Props of {@link MarketsList}. */
export interface MarketsListProps {
  stream: MarketStreamClient | null;
  theme?: ChartTheme;
  riseMode?: RiseMode;
}

/**
 * The home page's live markets list: symbol, last price and 24 h change of the main symbols,
 * each row linking to its trade page. Height reserved for every row from the first paint;
 * re-rendered at most once a second.
 */
export function MarketsList({ stream, theme: themeOverride, riseMode: riseOverride }: MarketsListProps): ReactNode {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const styles = getStyles(useTheme());
  const [rows, setRows] = useState<readonly MarketsRow[]>([]);
  // Rows keep their last values while the socket is not open, marked stale.
  const [live, setLive] = useState(stream?.status === 'open');
  const lastRenderAt = useRef<number | undefined>(undefined);
  const theme = themeOverride ?? themeModeFromCookie(readCookie(DARK_COOKIE));
  const riseMode = riseOverride ?? riseColorFor(readCookie(RISE_COLOR_COOKIE), siteLocaleOf(intl.locale));

  useEffect(() => {
    if (!stream) return undefined;
    return stream.onStatus((status) => setLive(status === 'open'));
  }, [stream]);
  useEffect(() => {
    if (!stream) return undefined;
    return stream.subscribe({ channel: 'markets' }, (event) => {
      if (event.kind !== 'data' || !('rows' in event.data)) return;
      const at = now();
      if (!shouldRenderMarkets(lastRenderAt.current, at)) return;
      lastRenderAt.current = at;
      setRows(event.data.rows);
    });
  }, [stream]);

  const bySymbol = new Map(rows.map((row) => [row.symbol, row]));
  return (
    <section
      css={styles.root}
      aria-label={intl.formatMessage({ id: 'chart.markets.label', defaultMessage: 'Markets' })}
      data-stale={(!live && rows.length > 0) || undefined}
    >
      <table css={styles.table}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'chart.markets.symbol', defaultMessage: 'Market' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'chart.ticker.last', defaultMessage: 'Last price' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'chart.ticker.change', defaultMessage: '24h change' })}</th>
          </tr>
        </thead>
        <tbody>
          {MAIN_MARKET_SYMBOLS.map((symbol) => {
            const row = bySymbol.get(symbol);
            const digits = priceDecimals(symbol);
            const direction = row ? changeDirection(row.change24h) : 'flat';
            const color = row ? changeColor(row.change24h, theme, riseMode) : undefined;
            return (
              <tr key={symbol} css={styles.row}>
                <th scope="row">
                  <Link to={localize(`/trade/${symbol}`)} css={styles.link}>
                    {symbol.replace('_', '/')}
                  </Link>
                </th>
                <td data-live-price>{row ? intl.formatNumber(row.last, { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—'}</td>
                <td data-live-price>
                  <span css={styles.change} style={color ? { background: color } : undefined} data-direction={direction}>
                    {row ? intl.formatNumber(row.change24h, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }) : '—'}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!live && rows.length > 0 && (
        <p css={styles.stale}>{intl.formatMessage({ id: 'chart.markets.stale', defaultMessage: 'Prices as of the last update' })}</p>
      )}
    </section>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing } = theme;
  return {
    root: css`
      color: ${colors.text};
    `,
    stale: css`
      margin: 0;
      color: ${colors.mutedText};
    `,
    table: css`
      inline-size: 100%;
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
      & th,
      & td {
        padding-block: ${spacing[2]}px;
        padding-inline: ${spacing[2]}px;
        /* Figures line up on their last digit, as on an exchange: end, so RTL mirrors it. */
        text-align: end;
      }
      & th:first-of-type {
        text-align: start;
      }
      & thead th {
        color: ${colors.mutedText};
        font-weight: 400;
      }
      & thead tr {
        block-size: ${ROW_PX}px;
      }
    `,
    /* The row is the link's target: its link stretches over it (one link per row, named by the
       symbol), so hover and focus belong to the row. A row is a containing block in Chromium,
       Firefox and Safari. */
    row: css`
      position: relative;
      block-size: ${ROW_PX}px;
      border-block-start: 1px solid ${colors.border};
      &:hover {
        background: ${theme.control.hoverBackground};
      }
      &:has(a:focus-visible) {
        background: ${theme.control.hoverBackground};
      }
    `,
    link: css`
      color: ${colors.text};
      font-weight: ${theme.typography.fontWeight.medium};
      text-decoration: none;
      &::after {
        content: '';
        position: absolute;
        inset: 0;
      }
      &:focus-visible {
        outline: none;
      }
      &:focus-visible::after {
        outline: ${theme.control.focusRing};
        outline-offset: -2px;
      }
    `,
    /* Dark text on the rise colour keeps 4.5:1 (see the ticker). */
    change: css`
      padding-inline: ${spacing[1]}px;
      border-radius: ${theme.radii.sm};
      color: #101014;
      &[data-direction='flat'] {
        color: ${colors.text};
      }
    `,
  };
}
