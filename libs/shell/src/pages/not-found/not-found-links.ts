import { routePaths } from '@exchange/site-registry';
import { NOT_FOUND_DESKTOP_MIN_WIDTH_PX } from '../../widgets/constants';

/** One link of the not-found page: a message id and its unprefixed path. */
export interface NotFoundLink {
  id: string;
  label: string;
  path: string;
}

/** Spec 1 §2: the Helpful links, in the spec's order. */
export const NOT_FOUND_HELPFUL_LINKS: readonly NotFoundLink[] = [
  { id: 'learn', label: 'Learn', path: routePaths.learn() },
  { id: 'blog', label: 'Blog', path: routePaths.blog() },
  { id: 'live', label: 'Live', path: routePaths.live() },
  { id: 'nft', label: 'NFT', path: routePaths.nft() },
  { id: 'post', label: 'Post', path: routePaths.post() },
  { id: 'price', label: 'Price', path: routePaths.price() },
  { id: 'howToBuy', label: 'How to buy', path: routePaths.howToBuy() },
];

/**
 * Spec 1 §2: the Trending stories: the halving countdown and two token stories. Decision: the
 * token stories are the Bitcoin and Ethereum price pages.
 */
export const NOT_FOUND_TRENDING_STORIES: readonly NotFoundLink[] = [
  { id: 'halving', label: 'Bitcoin halving countdown', path: routePaths.explore('bitcoin-halving-countdown') },
  { id: 'bitcoin', label: 'Bitcoin (BTC) price', path: `${routePaths.price()}/bitcoin` },
  { id: 'ethereum', label: 'Ethereum (ETH) price', path: `${routePaths.price()}/ethereum` },
];

/** Which of the two layouts the page uses at a viewport width: desktop from 768 px. */
export function notFoundLayout(viewportWidth: number): 'desktop' | 'mobile' {
  return viewportWidth >= NOT_FOUND_DESKTOP_MIN_WIDTH_PX ? 'desktop' : 'mobile';
}
