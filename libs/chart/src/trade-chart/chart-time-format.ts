import { TickMarkType, type Time } from 'lightweight-charts';

/** `locale` when the browser's Intl knows it, else English. */
export function safeLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

/**
 * Date formatters in the browser's time zone (lightweight-charts itself works in UTC). Each is
 * made on its first use: an `Intl.DateTimeFormat` is costly to make, the chart's creation made
 * six (about a sixth of that task under 4x CPU), and most charts only ever show two.
 */
export function timeFormatters(locale: string, timeZone: string) {
  const lazy = (options: Intl.DateTimeFormatOptions) => {
    let formatter: Intl.DateTimeFormat | undefined;
    return (t: Time) => {
      // h23, not hour12: false, which ICU reads as h24 in some locales (midnight as "24:00").
      formatter ??= new Intl.DateTimeFormat(locale, { timeZone, hourCycle: 'h23', ...options });
      return formatter.format(new Date(Number(t) * 1000));
    };
  };
  const full = lazy({ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const year = lazy({ year: 'numeric' });
  const month = lazy({ month: 'short' });
  const day = lazy({ month: 'short', day: 'numeric' });
  const time = lazy({ hour: '2-digit', minute: '2-digit' });
  const seconds = lazy({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return {
    timeFormatter: full,
    tickMarkFormatter: (t: Time, type: TickMarkType) => {
      switch (type) {
        case TickMarkType.Year:
          return year(t);
        case TickMarkType.Month:
          return month(t);
        case TickMarkType.DayOfMonth:
          return day(t);
        case TickMarkType.TimeWithSeconds:
          return seconds(t);
        default:
          return time(t);
      }
    },
  };
}
