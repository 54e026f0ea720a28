import { css, type Theme } from '@emotion/react';
import { marketMetadata, stepDecimals, type TickerData } from '@exchange/api';
import { useThemeMode } from '@exchange/platform';
import { RISE_COLOR_COOKIE, riseColorFor } from '@exchange/shell';
import { useStyles } from '@exchange/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DataFeed } from '../data-feed/data-feed';
import type { MarketStreamClient } from '../data-feed/market-stream-client';
import type { StreamStatus } from '../data-feed/market-stream-rules';
import type { ChartTheme, RiseMode } from '../settings/chart-settings';
import { siteLocaleOf } from '../settings/site-locale';
import { CHART_LIVE_UPDATE_MS } from '../constants';
import { after, every, now, readCookie } from '../storage-adapter';
import { changeColor, changeDirection, isTickerStale, shouldUpdateTitle, tickerTitle } from './ticker-rules';

/** Props of {@link MarketTicker}. */
export interface MarketTickerProps {
  symbol: string;
  /** The page's market stream; null shows placeholders. */
  stream: MarketStreamClient | null;
  /**
   * The feed the chart draws (over chart/ticks while the socket is down): while the stream is
   * stale its newest bar gives the last price and the title's, marked delayed.
   */
  feed?: DataFeed;
  /** Overrides the `dark` cookie. */
  theme?: ChartTheme;
  /** Overrides the `market_rise_color` cookie. */
  riseMode?: RiseMode;
  /** Put the last price in the document title (the trade and futures pages do). */
  documentTitle?: boolean;
}

/** How often staleness is re-checked. */
const STALE_CHECK_MS = 500;
/** Resolution of the fallback subscription: the finest the feed polls, so its close is the newest trade. */
const FALLBACK_RESOLUTION = '1';

/**
 * The live ticker above the chart: last price, 24 h change (rise-colour rule), 24 h high, low and
 * volume, in the symbol's precision and the page's locale. The price is not a live region (it
 * changes ten times a second); only connection changes are announced, politely.
 */
export function MarketTicker({ symbol, stream, feed, theme: themeOverride, riseMode: riseOverride, documentTitle = false }: MarketTickerProps): ReactNode {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const [ticker, setTicker] = useState<TickerData | null>(null);
  const [stale, setStale] = useState(false);
  const [wasStale, setWasStale] = useState(false);
  const [status, setStatus] = useState<StreamStatus>(stream?.status ?? 'idle');
  /** The fallback feed's last price while the stream is stale; null otherwise. */
  const [delayedPrice, setDelayedPrice] = useState<number | null>(null);
  const lastDataAt = useRef<number | undefined>(undefined);
  const lastTitleAt = useRef<number | undefined>(undefined);
  const cookieTheme = useThemeMode();
  const theme = themeOverride ?? cookieTheme;
  const riseMode = riseOverride ?? riseColorFor(readCookie(RISE_COLOR_COOKIE), siteLocaleOf(intl.locale));
  const meta = marketMetadata(symbol);
  const priceDigits = stepDecimals(meta.tickSize);
  const amountDigits = Math.min(stepDecimals(meta.amountStep), 4);

  useEffect(() => {
    if (!stream) return undefined;
    const since = now();
    lastDataAt.current = undefined;
    setTicker(null);
    // Renders at the chart's pace: the newest figures at most once per CHART_LIVE_UPDATE_MS.
    let latest: TickerData | null = null;
    let renderedAt: number | undefined;
    let cancelRender: (() => void) | null = null;
    const render = () => {
      cancelRender = null;
      renderedAt = now();
      setTicker(latest);
      setStale(false);
    };
    const stop = stream.subscribe({ channel: 'ticker', symbol }, (event) => {
      if (event.kind !== 'data' || !('last' in event.data)) return;
      lastDataAt.current = now();
      latest = event.data;
      if (cancelRender) return;
      const wait = renderedAt === undefined ? 0 : renderedAt + CHART_LIVE_UPDATE_MS - lastDataAt.current;
      if (wait <= 0) render();
      else cancelRender = after(wait, render);
    });
    const stopStatus = stream.onStatus(setStatus);
    const stopCheck = every(STALE_CHECK_MS, () => {
      if (isTickerStale(lastDataAt.current, since, now())) {
        setStale(true);
        setWasStale(true);
      }
    });
    return () => {
      stop();
      stopStatus();
      stopCheck();
      cancelRender?.();
    };
  }, [stream, symbol]);

  // While the stream is stale the chart keeps moving over the fallback feed: the ticker follows it.
  useEffect(() => {
    setDelayedPrice(null);
    if (!stale || !feed) return undefined;
    const stop = feed.subscribe(symbol, FALLBACK_RESOLUTION, (bar) => setDelayedPrice(bar.close));
    return () => {
      stop();
      setDelayedPrice(null);
    };
  }, [stale, feed, symbol]);

  const price = (value: number) => intl.formatNumber(value, { minimumFractionDigits: priceDigits, maximumFractionDigits: priceDigits });
  const delayed = stale && delayedPrice !== null;
  const priceText = delayed ? price(delayedPrice) : ticker ? price(ticker.last) : '';

  const originalTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!documentTitle || typeof document === 'undefined') return undefined;
    originalTitle.current = document.title;
    return () => {
      if (originalTitle.current !== null) document.title = originalTitle.current;
    };
  }, [documentTitle]);
  useEffect(() => {
    if (!documentTitle || !priceText || typeof document === 'undefined') return;
    const at = now();
    if (!shouldUpdateTitle(lastTitleAt.current, at)) return;
    lastTitleAt.current = at;
    document.title = tickerTitle(priceText, symbol, originalTitle.current ?? '');
  }, [documentTitle, priceText, symbol]);

  const direction = ticker ? changeDirection(ticker.change24h) : 'flat';
  const background = ticker ? changeColor(ticker.change24h, theme, riseMode) : undefined;
  const dash = '—';
  const symbolLabel = symbol.replace('_', '/');
  const announcement =
    status === 'refused-policy'
      ? intl.formatMessage({ id: 'chart.ticker.policy', defaultMessage: 'Live prices paused by the server; retrying in a few minutes' })
      : stale
        ? intl.formatMessage({ id: 'chart.ticker.reconnecting', defaultMessage: 'Reconnecting to live prices' })
        : wasStale
          ? intl.formatMessage({ id: 'chart.ticker.resumed', defaultMessage: 'Live prices resumed' })
          : '';

  return (
    <section css={styles.root} aria-label={intl.formatMessage({ id: 'chart.ticker.label', defaultMessage: '{symbol} market' }, { symbol: symbolLabel })}>
      <div css={styles.last} data-stale={stale || undefined}>
        <span css={styles.caption}>{intl.formatMessage({ id: 'chart.ticker.last', defaultMessage: 'Last price' })}</span>
        <span css={[styles.price, stale && !delayed && styles.stale]} data-testid="ticker-last" data-live-price>
          {priceText || dash}
        </span>
        {delayed && (
          <span css={styles.delayed} data-testid="ticker-delayed">
            {intl.formatMessage({ id: 'chart.ticker.delayed', defaultMessage: 'Delayed' })}
          </span>
        )}
      </div>
      <dl css={styles.stats}>
        <div css={styles.stat}>
          <dt css={styles.caption}>{intl.formatMessage({ id: 'chart.ticker.change', defaultMessage: '24h change' })}</dt>
          <dd
            css={[styles.value, styles.change, stale && styles.staleFigure]}
            style={background ? { background } : undefined}
            data-direction={direction}
            data-stale={stale || undefined}
            data-live-price
          >
            {ticker ? intl.formatNumber(ticker.change24h, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }) : dash}
          </dd>
        </div>
        <div css={styles.stat}>
          <dt css={styles.caption}>{intl.formatMessage({ id: 'chart.ticker.high', defaultMessage: '24h high' })}</dt>
          <dd css={[styles.value, stale && styles.staleFigure]} data-stale={stale || undefined} data-live-price>
            {ticker ? price(ticker.high24h) : dash}
          </dd>
        </div>
        <div css={styles.stat}>
          <dt css={styles.caption}>{intl.formatMessage({ id: 'chart.ticker.low', defaultMessage: '24h low' })}</dt>
          <dd css={[styles.value, stale && styles.staleFigure]} data-stale={stale || undefined} data-live-price>
            {ticker ? price(ticker.low24h) : dash}
          </dd>
        </div>
        <div css={styles.stat}>
          <dt css={styles.caption}>
            {intl.formatMessage({ id: 'chart.ticker.volume', defaultMessage: '24h volume ({base})' }, { base: symbol.split('_')[0] })}
          </dt>
          <dd css={[styles.value, stale && styles.staleFigure]} data-stale={stale || undefined} data-live-price>
            {ticker ? intl.formatNumber(ticker.volume24h, { maximumFractionDigits: amountDigits }) : dash}
          </dd>
        </div>
      </dl>
      <p role="status" css={styles.status}>
        {announcement}
      </p>
    </section>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography } = theme;
  return {
    root: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${spacing[2]}px ${spacing[4]}px;
      /* Reserved so the chart below never moves when the first price arrives. */
      min-block-size: 56px;
      padding-block: ${spacing[2]}px;
      padding-inline: ${spacing[3]}px;
      border: 1px solid ${colors.border};
      border-radius: ${theme.radii.sm};
      background: ${colors.surface};
      color: ${colors.text};
    `,
    /* Widths that do not follow the figures: a price that grows (or a web font that swaps in)
       must not wrap the stats onto another line and push the chart down (CLS). */
    last: css`
      display: flex;
      flex: 0 0 auto;
      flex-direction: column;
      min-inline-size: 10rem;
    `,
    price: css`
      font-size: ${typography.fontSize.xl};
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    `,
    stale: css`
      color: ${colors.mutedText};
      text-decoration: line-through dotted;
    `,
    /* 24 h figures kept from the last message while the stream is down. */
    staleFigure: css`
      text-decoration: line-through dotted;
    `,
    delayed: css`
      align-self: start;
      padding-inline: ${spacing[1]}px;
      border: 1px solid ${colors.border};
      border-radius: ${theme.radii.sm};
      color: ${colors.mutedText};
      font-size: ${typography.fontSize.sm};
    `,
    stats: css`
      display: grid;
      flex: 1 1 16rem;
      grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
      gap: ${spacing[2]}px ${spacing[4]}px;
      margin: 0;
    `,
    stat: css`
      display: flex;
      flex-direction: column;
    `,
    caption: css`
      color: ${colors.mutedText};
      font-size: ${typography.fontSize.sm};
    `,
    value: css`
      align-self: start;
      margin: 0;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    `,
    /* Dark text on the rise colour: both greens and the red keep 4.5:1 with it. */
    change: css`
      padding-inline: ${spacing[1]}px;
      border-radius: ${theme.radii.sm};
      color: #101014;
      &[data-direction='flat'] {
        color: ${colors.text};
      }
    `,
    status: css`
      flex-basis: 100%;
      margin: 0;
      min-block-size: 1.25em;
      color: ${colors.mutedText};
      font-size: ${typography.fontSize.sm};
    `,
  };
}
