import { calendarDay, calendarDaysBetween } from './calendar-day.ts';

/** Spec §9: a date up to this many calendar days ago shows its weekday. */
export const weekdayWindowDays = 6;

/**
 * Which form a label takes (spec §5): `time` today, `weekday` within the last
 * 6 days, `day-month` within the same year, `full` (with the year) otherwise.
 */
export type TimeLabelKind = 'time' | 'weekday' | 'day-month' | 'day-month-year';

export interface TimeLabel {
  kind: TimeLabelKind;
  /** The short label, e.g. "14:05", "Tuesday", "3 Mar", "3 Mar 2021". */
  text: string;
  /** The full date and time, shown on hover and focus. */
  full: string;
  /** ISO 8601, for the `datetime` attribute. */
  iso: string;
}

const formatOptions: Record<TimeLabelKind | 'full', Intl.DateTimeFormatOptions> = {
  time: { timeStyle: 'short' },
  weekday: { weekday: 'long' },
  'day-month': { day: 'numeric', month: 'short' },
  'day-month-year': { day: 'numeric', month: 'short', year: 'numeric' },
  full: { dateStyle: 'full', timeStyle: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl formats are costly to build; one per locale, time zone and form. */
function format(locale: string, timeZone: string | undefined, kind: keyof typeof formatOptions) {
  const key = `${locale}|${timeZone ?? ''}|${kind}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...formatOptions[kind], timeZone });
    formats.set(key, cached);
  }
  return cached;
}

/** The form a date's label takes at `now`, by calendar days in `timeZone`. */
export function timeLabelKind(date: Date, now: Date, timeZone?: string): TimeLabelKind {
  const daysAgo = calendarDaysBetween(date, now, timeZone);
  if (daysAgo === 0) return 'time';
  if (daysAgo > 0 && daysAgo <= weekdayWindowDays) return 'weekday';
  if (calendarDay(date, timeZone).year === calendarDay(now, timeZone).year) return 'day-month';
  return 'day-month-year';
}

/**
 * The relative time label of spec §5, formatted by Intl in `locale` (BCP 47,
 * the page's language and region) and `timeZone` (default: the browser's).
 * Returns null for an invalid date: such items are not shown (spec §5).
 */
export function relativeTimeLabel(
  date: Date,
  now: Date,
  locale: string,
  timeZone?: string,
): TimeLabel | null {
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return null;
  const kind = timeLabelKind(date, now, timeZone);
  return {
    kind,
    text: format(locale, timeZone, kind).format(date),
    full: format(locale, timeZone, 'full').format(date),
    iso: date.toISOString(),
  };
}
