// ISO 8601 date and time with a zone, as the server sends it:
// 2025-01-31T09:15:00.000Z, 2025-01-31T10:15:00+01:00 or +0100.
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

/**
 * A date from an ISO 8601 timestamp, or null when the value is missing, is
 * not a timestamp, or names a day or time that does not exist (2023-02-30,
 * 25:00): such notification items are not shown (spec §5). `Date` alone is too
 * lenient: it rolls 2023-02-30 over to 2 March and reads many other formats.
 */
export function parseTimestamp(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = isoDateTime.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if ((hour ?? 24) > 23 || (minute ?? 60) > 59 || second > 59) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}
