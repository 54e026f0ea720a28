import type { HttpHandler } from 'msw';

/** Handlers of the deterministic chart data feed (filled by the chart work). */
export const chartFeedHandlers: HttpHandler[] = [];
