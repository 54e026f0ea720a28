/**
 * The chart's one door to cookies, local storage and timers: the platform's helpers, re-exported
 * so every chart file imports them from one place (and tests can see one seam).
 */
export { readCookie, readStored, readStoredJson, writeStoredJson, every, after, createDebouncer, now, onNextFrame } from '@exchange/platform';
