import { z } from 'astro/zod';

// A day written as YYYY-MM-DD. YAML reads `2026-11-13` as a date, but
// `12/11/2026` as a text that JavaScript then reads month first (11
// December), and `13.11.2026` as no date at all: only the unambiguous form
// is accepted, and the message says which form that is.

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message for a date in any other form than YYYY-MM-DD. */
export function dateFormatMessage(written: unknown): string {
  if (written === undefined)
    return 'the date is missing; write it as YYYY-MM-DD, for example 2026-11-13';
  const shown = written instanceof Date ? written.toISOString() : JSON.stringify(written);
  return `write the date as YYYY-MM-DD (year-month-day), for example 2026-11-13; ${shown} is not in that form`;
}

/** The day of `value` (a YAML date at midnight UTC, or a YYYY-MM-DD text), or undefined. */
function dayOf(value: unknown): Date | undefined {
  if (value instanceof Date) {
    const midnight =
      !Number.isNaN(value.getTime()) && value.toISOString().endsWith('T00:00:00.000Z');
    return midnight ? value : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const match = isoDay.exec(value.trim());
  if (!match) return undefined;
  const day = new Date(`${match[0]}T00:00:00.000Z`);
  // 2026-02-30 parses as a date in March: a day that does not exist is refused.
  return day.toISOString().startsWith(match[0]) ? day : undefined;
}

/** A day written YYYY-MM-DD, as a Date at midnight UTC. */
export const calendarDate = z.unknown().transform((value, context): Date => {
  const day = dayOf(value);
  if (day) return day;
  context.addIssue({ code: 'custom', message: dateFormatMessage(value) });
  return z.NEVER;
});
