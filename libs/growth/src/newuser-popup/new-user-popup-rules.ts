import {
  NEWUSER_EXPERIMENT_A,
  NEWUSER_EXPERIMENT_B,
  NEWUSER_POPUP_INTERVAL_MS,
  NEWUSER_POPUP_MAX_PER_DAY,
} from '../constants';

/** Which popup a visitor sees. */
export type NewUserPopupVariant = 'A' | 'B';

/** The stored `count/time` counter, parsed. */
export interface NewUserPopupCounter {
  /** Shows recorded on the day of `time`. */
  count: number;
  /** Epoch milliseconds of the last show. */
  time: number;
}

const COUNTER_PATTERN = /^(\d+)\/(\d+)$/;

/**
 * Parses the stored counter. Anything that is not two numeric parts separated by a slash
 * counts as absent (§5), so `undefined` is returned.
 */
export function parseNewUserCounter(stored: string | null | undefined): NewUserPopupCounter | undefined {
  // Stryker disable next-line ConditionalExpression: the pattern refuses null and undefined too, as exec reads them as the text 'null' and 'undefined'
  if (typeof stored !== 'string') return undefined;
  const match = COUNTER_PATTERN.exec(stored);
  if (!match) return undefined;
  const count = Number(match[1]);
  const time = Number(match[2]);
  if (!Number.isSafeInteger(count) || !Number.isSafeInteger(time)) return undefined;
  return { count, time };
}

/** Serialises a counter as `count/time`. */
function formatNewUserCounter(counter: NewUserPopupCounter): string {
  return `${counter.count}/${counter.time}`;
}

/**
 * Calendar day of an instant in a time zone (default: the browser's), as `YYYY-MM-DD`.
 * An unknown zone falls back to the browser's rather than throwing.
 */
function calendarDay(epochMs: number, timeZone?: string): string {
  // Stryker disable next-line ObjectLiteral: without options en-CA formats the same year, month and day parts, and both days compared are formatted alike
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', options);
  }
  const parts = format.formatToParts(new Date(epochMs));
  // Stryker disable next-line OptionalChaining: a date format always has year, month and day parts, so find never misses
  // Stryker disable next-line StringLiteral: the fallback for a missing part is never used, a date format always has year, month and day parts
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Whether the new-user popup may show now (§4): never shown, a new day, or fewer than
 * {@link NEWUSER_POPUP_MAX_PER_DAY} shows today and more than {@link NEWUSER_POPUP_INTERVAL_MS}
 * since the last one (spec 2 §4 "more than 30 minutes": exactly 30 minutes shows nothing). Login and the experiment variant are decided elsewhere.
 */
export function shouldShowNewUserPopup(stored: string | null | undefined, now: number, timeZone?: string): boolean {
  const counter = parseNewUserCounter(stored);
  if (!counter) return true;
  if (calendarDay(counter.time, timeZone) !== calendarDay(now, timeZone)) return true;
  return counter.count < NEWUSER_POPUP_MAX_PER_DAY && now - counter.time > NEWUSER_POPUP_INTERVAL_MS;
}

/** The counter to store after showing the popup at `now`: the day's count plus one, or 1 on a new day. */
export function nextNewUserCounter(stored: string | null | undefined, now: number, timeZone?: string): string {
  const counter = parseNewUserCounter(stored);
  const sameDay = counter !== undefined && calendarDay(counter.time, timeZone) === calendarDay(now, timeZone);
  return formatNewUserCounter({ count: sameDay ? counter.count + 1 : 1, time: now });
}

/** Experiment variable (as the api lib decoded it) to variant: 1 gives A, 2 gives B, anything else no popup (§4). */
export function newUserPopupVariant(experiment: number): NewUserPopupVariant | undefined {
  if (experiment === NEWUSER_EXPERIMENT_A) return 'A';
  if (experiment === NEWUSER_EXPERIMENT_B) return 'B';
  return undefined;
}

/** Inputs of {@link decideNewUserPopup}. */
export interface NewUserPopupInput {
  isLoggedIn: boolean;
  /** newbiePrizePop's experiment_variable. */
  experiment: number;
  stored: string | null | undefined;
  now: number;
  timeZone?: string;
}

/** The whole decision: the variant to show, or `undefined` for none. Logged-in users never see it (§6). */
export function decideNewUserPopup(input: NewUserPopupInput): NewUserPopupVariant | undefined {
  if (input.isLoggedIn) return undefined;
  const variant = newUserPopupVariant(input.experiment);
  // Stryker disable next-line ConditionalExpression: without the guard the answer is the undefined variant, the same no popup
  if (!variant) return undefined;
  return shouldShowNewUserPopup(input.stored, input.now, input.timeZone) ? variant : undefined;
}
