import { describe, expect, it } from 'vitest';
import { parseTimestamp } from '../../../../src/live/time/parse-date.ts';

describe('notification dates (spec §5: items without a valid date are not shown)', () => {
  it('reads ISO 8601 timestamps with a zone', () => {
    expect(parseTimestamp('2025-01-31T09:15:00.000Z')?.toISOString()).toBe(
      '2025-01-31T09:15:00.000Z',
    );
    expect(parseTimestamp('2025-01-31T10:15:00+01:00')?.toISOString()).toBe(
      '2025-01-31T09:15:00.000Z',
    );
    expect(parseTimestamp('2024-02-29T00:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it.each([
    'not-a-date',
    '',
    '2023-13-45T99:99:99Z',
    '0000-00-00 00:00:00',
    '31/12/2024',
    'null',
    '2023-02-29T00:00:00Z',
    '2023-04-31T10:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01',
    '1700000000',
  ])('refuses %j', (value) => {
    expect(parseTimestamp(value)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(parseTimestamp(null)).toBeNull();
    expect(parseTimestamp(1_700_000_000_000)).toBeNull();
  });
});
