import type { ReactNode } from 'react';
import { IconImage } from '@exchange/ui';
import { now } from '@exchange/platform';
import { COIN_ICON_DEFAULT_QUALITY, COIN_ICON_DEFAULT_WIDTH } from '../constants';
import { coinIconUrl, DEFAULT_COIN_ICON } from './coin-icon-url';
import { useCoinIconWhitelist } from './use-coin-icon-whitelist';

/** Props of {@link CoinIcon}. */
export interface CoinIconProps {
  /** Coin symbol, any case (e.g. `BTC`). */
  coin: string;
  /** Shown when the icon fails to load; default the neutral coin icon. */
  defaultImage?: string;
  /** Default 28. */
  width?: number;
  /** Default 75. */
  quality?: number;
  /** Accessible name; default empty (decorative, next to the visible symbol). */
  alt?: string;
}

/**
 * A coin's icon with the whitelist's version and hourly cache-busting, falling back on error.
 * @internal A spec part no page mounts yet (docs/decisions.md, delivery): only its tests and stories render it.
 */
export function CoinIcon({
  coin,
  defaultImage = DEFAULT_COIN_ICON,
  width = COIN_ICON_DEFAULT_WIDTH,
  quality = COIN_ICON_DEFAULT_QUALITY,
  alt = '',
}: CoinIconProps): ReactNode {
  const whitelist = useCoinIconWhitelist();
  const src = coinIconUrl(coin, whitelist.coins, now(), { alwaysUpdate: whitelist.always_update, width, quality });
  return <IconImage src={src} fallbackSrc={defaultImage} alt={alt} width={width} data-coin={coin.toLowerCase()} />;
}
