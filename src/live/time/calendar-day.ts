const dayMs = 24 * 60 * 60 * 1000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    // en-US with numeric parts: only the numbers are read, never the text.
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone,
    });
    dayFormats.set(key, format);
  }
  return format;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day `date` falls on in `timeZone` (default: the runtime's). */
export function calendarDay(date: Date, timeZone?: string): CalendarDay {
  const parts = dayFormat(timeZone).formatToParts(date);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  // Years before 1 CE come with an era part; relatedYear is not used by en-US.
  const era = parts.find((part) => part.type === 'era')?.value;
  const year = read('year');
  return { year: era === 'BC' ? 1 - year : year, month: read('month'), day: read('day') };
}

/** Whole calendar days from `earlier`'s day to `later`'s day in `timeZone` (0 on the same day). */
export function calendarDaysBetween(earlier: Date, later: Date, timeZone?: string): number {
  const a = calendarDay(earlier, timeZone);
  const b = calendarDay(later, timeZone);
  return Math.round((dayNumber(b) - dayNumber(a)) / dayMs);
}

function dayNumber({ year, month, day }: CalendarDay): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}
