import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../../../src/microsite/content/content-date.ts';
import { strictFields, suggestField } from '../../../../src/microsite/content/strict-fields.ts';

// The building blocks of the front matter schemas' messages (issue 35): an
// unknown key's suggestion, and dates only as YYYY-MM-DD.

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('an unknown field', () => {
  const schema = strictFields({ description: z.string(), designer: z.string() });

  it('is answered with the field it is a misspelling of', () => {
    expect(messages(schema, { description: 'a', designer: 'b', desigenr: 'c' })).toEqual([
      'unknown field "desigenr": did you mean "designer"?',
    ]);
    expect(suggestField('Description', ['description', 'designer'])).toBe('description');
  });

  it('lists the fields when the key is no near miss', () => {
    expect(messages(schema, { description: 'a', designer: 'b', colour: 'c' })).toEqual([
      'unknown field "colour": the fields here are description, designer',
    ]);
  });
});

describe('a date', () => {
  it('is a day written YYYY-MM-DD (YAML reads it as a date at midnight UTC)', () => {
    const day = new Date('2026-11-13T00:00:00.000Z');
    expect(calendarDate.parse(day)).toEqual(day);
    expect(calendarDate.parse('2026-11-13')).toEqual(day);
  });

  it('in any other form, or a day that does not exist, is refused with the form to use', () => {
    for (const written of ['12/11/2026', '13.11.2026', '2026-02-30', 20261113]) {
      expect(messages(calendarDate, written)).toEqual([
        `write the date as YYYY-MM-DD (year-month-day), for example 2026-11-13; ${JSON.stringify(written)} is not in that form`,
      ]);
    }
    expect(messages(calendarDate, new Date('2026-11-13T10:00:00.000Z'))).toEqual([
      'write the date as YYYY-MM-DD (year-month-day), for example 2026-11-13; 2026-11-13T10:00:00.000Z is not in that form',
    ]);
  });
});
