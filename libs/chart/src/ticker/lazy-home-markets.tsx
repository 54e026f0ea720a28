import { Suspense, type ReactNode } from 'react';
import { MAIN_MARKET_SYMBOLS } from '@exchange/api';
import { deferUntilPainted, usePainted } from '@exchange/platform';
import { lazyPart } from '@exchange/shell';
import { MARKETS_LIST_ROW_PX } from './markets-list-layout';

/** Header row plus one row per main symbol: the list's height before its code arrives. */
const RESERVED_PX = (MAIN_MARKET_SYMBOLS.length + 1) * MARKETS_LIST_ROW_PX;

const HomeMarkets = lazyPart<object>(() => import('./home-markets').then((module) => module.HomeMarkets));

/**
 * The home markets list for the shell's home-page slot: its code (and the market socket) are
 * fetched after the first paint with the other deferred parts, outside the first-load budget, and
 * it mounts with them in one commit into a box whose height is reserved from the start, so
 * nothing shifts when it arrives.
 */
export function LazyHomeMarkets(): ReactNode {
  const painted = usePainted();
  if (!painted) deferUntilPainted(HomeMarkets.preload);
  return (
    <div style={{ minBlockSize: RESERVED_PX }}>
      {painted && (
        <Suspense fallback={null}>
          <HomeMarkets />
        </Suspense>
      )}
    </div>
  );
}
