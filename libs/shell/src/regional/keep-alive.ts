import type { SiteConfig } from '@exchange/site-registry';
import { DAY_MS, TURKEY_KEEPALIVE_LONG_DAYS, TURKEY_KEEPALIVE_SHORT_DAYS } from './constants';

/** Spec 2 §3 "Turkey entry local storage: keepaliveDays, timestamp". */
export interface TurkeyKeepAlive {
  keepaliveDays: number;
  /** When the keep-alive was written, in ms since the epoch. */
  timestamp: number;
}

/** The stored keep-alive when it is well formed (positive finite days, a finite timestamp); else `undefined`. */
export function parseKeepAlive(stored: unknown): TurkeyKeepAlive | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { keepaliveDays, timestamp } = stored as Record<string, unknown>;
  if (typeof keepaliveDays !== 'number' || !Number.isFinite(keepaliveDays) || keepaliveDays <= 0) return undefined;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined;
  return { keepaliveDays, timestamp };
}

/**
 * True when the Turkey chooser may open (spec 2 §4 "opens if the stored keep-alive has expired"):
 * nothing stored, a malformed value, a timestamp in the future (a clock that was wrong), or
 * `keepaliveDays` whole days have passed since `timestamp` (exactly that long counts as expired).
 */
export function isKeepAliveExpired(stored: unknown, now: number): boolean {
  const keepAlive = parseKeepAlive(stored);
  if (!keepAlive || keepAlive.timestamp > now) return true;
  return now - keepAlive.timestamp >= keepAlive.keepaliveDays * DAY_MS;
}

/** Spec 2 §4: closing or cancelling keeps the chooser away 1 day. */
export function keepAliveAfterDismiss(now: number): TurkeyKeepAlive {
  return { keepaliveDays: TURKEY_KEEPALIVE_SHORT_DAYS, timestamp: now };
}

/** Spec 2 §4: confirm keeps it away 7 days when "don't show again for 7 days" is ticked, else 1 day. */
export function keepAliveAfterConfirm(dontShowFor7Days: boolean, now: number): TurkeyKeepAlive {
  return { keepaliveDays: dontShowFor7Days ? TURKEY_KEEPALIVE_LONG_DAYS : TURKEY_KEEPALIVE_SHORT_DAYS, timestamp: now };
}

/**
 * Decision (not shown in the spec): the chooser is offered to Turkish visitors of the main site,
 * recognised by the page language `tr`. The Turkey site itself never offers it.
 */
export function shouldOfferTurkeyChooser(site: Pick<SiteConfig, 'key'>, locale: string): boolean {
  return site.key === 'main' && locale === 'tr';
}

/** Where choosing the Turkey option goes: the Turkey site's origin, in its default language. */
export function turkeySiteUrl(turkey: Pick<SiteConfig, 'origin'>): string {
  return `${turkey.origin}/`;
}
