import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MAIN_MARKET_SYMBOLS } from '@exchange/api';
import { after } from '../storage-adapter';
import { MARKETS_LIST_ROW_PX } from './markets-list-layout';

/** Header row plus one row per main symbol: the list's height before its code arrives. */
const RESERVED_PX = (MAIN_MARKET_SYMBOLS.length + 1) * MARKETS_LIST_ROW_PX;

/**
 * The home markets list for the shell's home-page slot: its code (and the market socket) are
 * fetched after the first paint, outside the first-load budget, and it mounts in one commit into
 * a box whose height is reserved from the start, so nothing shifts when it arrives.
 */
export function LazyHomeMarkets(): ReactNode {
  const [Markets, setMarkets] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    // One task after the first commit: the browser has painted the page by then.
    const cancel = after(0, () => {
      void import('./home-markets')
        .then((module) => active && setMarkets(() => module.HomeMarkets))
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return <div style={{ minBlockSize: RESERVED_PX }}>{Markets && <Markets />}</div>;
}
