/**
 * Number, currency, percent and date formatting through Intl for a site locale. Every helper
 * answers with a plain string and never throws: a bad currency code or an invalid date degrades
 * to a simple rendering instead of breaking the page.
 */
import { toFormattingLocale } from './locales';

function safeNumber(value: number | bigint | string): number | bigint {
  if (typeof value === 'bigint') return value;
  const n = typeof value === 'number' ? value : Number(value);
  return n;
}

/** Formats a number in the locale's conventions (`1,234.5`, `1.234,5`, `1 234,5`). */
export function formatNumber(value: number | bigint | string, locale: unknown, options?: Intl.NumberFormatOptions): string {
  const n = safeNumber(value);
  if (typeof n === 'number' && !Number.isFinite(n)) return '--';
  try {
    return new Intl.NumberFormat(toFormattingLocale(locale), options).format(n);
  } catch {
    return String(n);
  }
}

/**
 * Formats an amount of money in `currency` (ISO 4217, e.g. USD); unknown codes fall back to `<amount> <code>`.
 * @internal A spec part no page uses yet (docs/decisions.md, delivery): only its tests call it.
 */
export function formatCurrency(value: number | string, currency: string, locale: unknown, options?: Intl.NumberFormatOptions): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return '--';
  try {
    return new Intl.NumberFormat(toFormattingLocale(locale), { ...options, style: 'currency', currency }).format(n);
  } catch {
    return `${formatNumber(n, locale, { maximumFractionDigits: 8 })} ${currency}`;
  }
}

/**
 * Formats a ratio (0.125) as a percentage (12.5%).
 * @internal A spec part no page uses yet (docs/decisions.md, delivery): only its tests call it.
 */
export function formatPercent(ratio: number, locale: unknown, maximumFractionDigits = 2): string {
  return formatNumber(ratio, locale, { style: 'percent', maximumFractionDigits });
}

/**
 * Formats a date (Date, epoch milliseconds or ISO string); invalid dates give `--`.
 * @internal A spec part no page uses yet (docs/decisions.md, delivery): only its tests call it.
 */
export function formatDate(value: Date | number | string, locale: unknown, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '--';
  try {
    return new Intl.DateTimeFormat(toFormattingLocale(locale), options).format(date);
  } catch {
    return date.toISOString();
  }
}
