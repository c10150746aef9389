import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTimeLabel, timeLabelKind } from '../../../../src/live/time/relative-time-label.ts';

const dayMs = 86_400_000;
const zones = [
  'UTC',
  'Europe/Berlin',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Kiritimati', // UTC+14
  'Pacific/Pago_Pago', // UTC-11
  'Asia/Kathmandu', // UTC+5:45
];
const locales = [
  'en-US',
  'en-GB',
  'de-DE',
  'de-CH',
  'nl-NL',
  'fr-FR',
  'it-IT',
  'es-ES',
  'pt-BR',
  'ja-JP',
];

const zone = fc.constantFrom(...zones);
const locale = fc.constantFrom(...locales);
// 1990-2060: wide enough for year boundaries and DST changes in every zone.
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) });

/** The wall-clock fields of an instant in a zone, read independently of the code under test. */
function wallClock(time: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
    minute: 'numeric',
  }).formatToParts(time);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') };
}

/** Calendar days between two instants in a zone, from their wall-clock dates. */
function daysApart(earlier: number, later: number, timeZone: string): number {
  const a = wallClock(earlier, timeZone);
  const b = wallClock(later, timeZone);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / dayMs,
  );
}

describe('relative time labels (spec §5, fast-check over dates and time zones)', () => {
  it('shows only the time for a moment earlier the same day', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: dayMs - 1 }),
        zone,
        locale,
        (now, back, tz, loc) => {
          const date = now - back;
          fc.pre(daysApart(date, now, tz) === 0);
          const label = relativeTimeLabel(new Date(date), new Date(now), loc, tz);
          expect(label?.kind).toBe('time');
          // The text is the formatted hour and minute, nothing about the day.
          const expected = new Intl.DateTimeFormat(loc, { timeZone: tz, timeStyle: 'short' });
          expect(label?.text).toBe(expected.format(date));
        },
      ),
    );
  });

  it('shows the weekday for 1 to 6 calendar days ago', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 23 }),
        zone,
        locale,
        (now, days, hours, tz, loc) => {
          const date = now - days * dayMs - hours * 3_600_000;
          const apart = daysApart(date, now, tz);
          fc.pre(apart >= 1 && apart <= 6);
          const label = relativeTimeLabel(new Date(date), new Date(now), loc, tz);
          expect(label?.kind).toBe('weekday');
          const weekday = new Intl.DateTimeFormat(loc, { timeZone: tz, weekday: 'long' }).format(
            date,
          );
          expect(label?.text).toBe(weekday);
        },
      ),
    );
  });

  it('shows day and month, without the year, from 7 days ago within the same year', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 7, max: 364 }), zone, locale, (now, days, tz, loc) => {
        const date = now - days * dayMs;
        fc.pre(
          daysApart(date, now, tz) > 6 && wallClock(date, tz).year === wallClock(now, tz).year,
        );
        const label = relativeTimeLabel(new Date(date), new Date(now), loc, tz);
        expect(label?.kind).toBe('day-month');
        const year = String(wallClock(date, tz).year);
        expect(label?.text).not.toContain(year);
        const day = new Intl.DateTimeFormat(loc, { timeZone: tz, day: 'numeric' }).format(date);
        expect(label?.text).toContain(day);
      }),
    );
  });

  it('includes the year for any earlier year', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 7, max: 20 * 365 }),
        zone,
        locale,
        (now, days, tz, loc) => {
          const date = now - days * dayMs;
          fc.pre(wallClock(date, tz).year !== wallClock(now, tz).year);
          const label = relativeTimeLabel(new Date(date), new Date(now), loc, tz);
          expect(label?.kind).toBe('day-month-year');
          const year = new Intl.DateTimeFormat(loc, { timeZone: tz, year: 'numeric' }).format(date);
          expect(label?.text).toContain(year);
        },
      ),
    );
  });

  it('decides by the calendar day in the zone, not by 24-hour spans', () => {
    // 23:30 on Monday and 00:30 on Tuesday in Berlin: one hour apart, different days.
    const monday = new Date('2025-03-03T22:30:00Z');
    const tuesday = new Date('2025-03-03T23:30:00Z');
    expect(timeLabelKind(monday, tuesday, 'Europe/Berlin')).toBe('weekday');
    // The same two instants are the same day in New York.
    expect(timeLabelKind(monday, tuesday, 'America/New_York')).toBe('time');
  });

  it('has exactly the spec’s window: 6 days ago is a weekday, 7 days ago is day and month', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    expect(relativeTimeLabel(new Date('2025-06-09T12:00:00Z'), now, 'en-GB', 'UTC')?.text).toBe(
      'Monday',
    );
    expect(relativeTimeLabel(new Date('2025-06-08T12:00:00Z'), now, 'en-GB', 'UTC')?.text).toBe(
      '8 Jun',
    );
    expect(relativeTimeLabel(new Date('2024-06-08T12:00:00Z'), now, 'en-GB', 'UTC')?.text).toBe(
      '8 Jun 2024',
    );
    expect(relativeTimeLabel(new Date('2025-06-15T09:05:00Z'), now, 'en-GB', 'UTC')?.text).toBe(
      '09:05',
    );
    expect(relativeTimeLabel(new Date('2025-06-15T09:05:00Z'), now, 'en-US', 'UTC')?.text).toBe(
      '9:05 AM',
    );
    expect(relativeTimeLabel(new Date('2025-06-10T12:00:00Z'), now, 'de-DE', 'UTC')?.text).toBe(
      'Dienstag',
    );
    expect(relativeTimeLabel(new Date('2025-06-10T12:00:00Z'), now, 'ja-JP', 'UTC')?.text).toBe(
      '火曜日',
    );
  });

  it('gives the full date, with the year, for hover and focus', () => {
    fc.assert(
      fc.property(instant, instant, zone, locale, (a, b, tz, loc) => {
        const label = relativeTimeLabel(new Date(a), new Date(b), loc, tz);
        const year = new Intl.DateTimeFormat(loc, { timeZone: tz, year: 'numeric' }).format(a);
        expect(label?.full).toContain(year.replace(/\D/g, ''));
        expect(label?.iso).toBe(new Date(a).toISOString());
      }),
    );
  });

  it('has no label for an invalid date (such items are not shown)', () => {
    expect(relativeTimeLabel(new Date('nope'), new Date(), 'en-US')).toBeNull();
  });
});
