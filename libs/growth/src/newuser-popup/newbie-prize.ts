import { decodeNewbiePrize, decodeNewbiePrizeGuide, lazyFallback, type DecodeResult, type NewbiePrize, type NewbiePrizeGuide } from '@exchange/api';

/** What a prize call that rejected outright shows (§8: amounts empty, shown as $0): the api contract's fallbacks. */
export const newbiePrizeFallback: () => NewbiePrize = lazyFallback(decodeNewbiePrize);
export const newbiePrizeGuideFallback: () => NewbiePrizeGuide = lazyFallback(decodeNewbiePrizeGuide);

/**
 * The data of a prize result as the api lib decoded it. A failed call is logged (§8 "Prize fetch
 * failure: logged"); its data is already the fallback, empty amounts.
 */
export function prizeDataOf<T>(call: string, result: DecodeResult<T>): T {
  if (!result.ok) console.error(`[growth] ${call} failed`, result.code ?? result.message ?? 'without an answer');
  return result.data;
}

/** An amount as the popup shows it: empty (failure) is `0`, shown by the caller as $0 (§8). */
export function prizeAmountOrZero(value: string): string {
  return value === '' ? '0' : value;
}
