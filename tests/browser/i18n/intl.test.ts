import { describe, expect, it } from 'vitest';
import { toBcp47 } from '../../../src/i18n/locale.ts';

// Why locales are converted at the boundary: the browser's Intl refuses the
// market files' POSIX spelling. This runs in the system Chromium.
describe('Intl in Chromium', () => {
  it('throws RangeError on a POSIX locale', () => {
    expect(() => new Intl.NumberFormat('de_DE')).toThrow(RangeError);
  });

  it('formats with the converted locale, region included', () => {
    const amount = 1234.5;
    const swiss = new Intl.NumberFormat(toBcp47('de_CH')).format(amount);
    const german = new Intl.NumberFormat(toBcp47('de_DE')).format(amount);
    expect(german).toBe('1.234,5');
    expect(swiss).toBe("1'234.5");
    expect(new Intl.DateTimeFormat(toBcp47('ja_JP')).resolvedOptions().locale).toBe('ja-JP');
  });
});
