import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/create-translator.ts';
import { formatLocaleOf } from '../../../src/i18n/format-locale.ts';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import { loadValidMarkets } from '../../../src/markets/load.ts';
import { toBcp47 } from '../../../src/i18n/locale.ts';

// Review of the catalogues (2026-11-24), "Locales": en-BR, en-CL, en-CO and
// en-MX are not CLDR locales; Intl silently gave them US formats.

const marchFifth = new Date(Date.UTC(2024, 2, 5, 14, 5));
const isIntlLocale = (locale: string) =>
  new Intl.DateTimeFormat(locale).resolvedOptions().locale === locale;

describe('formatLocaleOf', () => {
  it.each(['en_BR', 'en_CL', 'en_CO', 'en_MX'])('%s → en-001 (world English)', (locale) => {
    expect(formatLocaleOf(locale)).toBe('en-001');
  });

  it.each(['en-US', 'en-GB', 'de-CH', 'pt-BR', 'es-MX', 'ja-JP'])(
    'keeps %s, which Intl has',
    (locale) => {
      expect(formatLocaleOf(locale)).toBe(locale);
    },
  );

  it('gives every locale of every market one that this Intl supports', () => {
    const locales = new Set(
      loadValidMarkets().flatMap(({ record }) => record.accepted_locales.map(toBcp47)),
    );
    const unsupported = [...locales].filter((locale) => !isIntlLocale(formatLocaleOf(locale)));
    expect(unsupported).toEqual([]);
  });

  it('formats a Brazilian English page day first, with "US$" for dollars', async () => {
    const { intl, formatLocale, locale } = createTranslator('en-BR', await loadMessages('en'));
    expect(locale).toBe('en-BR');
    expect(formatLocale).toBe('en-001');
    expect(intl.formatDate(marchFifth, { timeZone: 'UTC' })).toBe('05/03/2024');
    expect(intl.formatNumber(1299, { style: 'currency', currency: 'USD' })).toBe('US$1,299.00');
    // The US keeps its own formats.
    const us = createTranslator('en-US', await loadMessages('en')).intl;
    expect(us.formatDate(marchFifth, { timeZone: 'UTC' })).toBe('3/5/2024');
    expect(us.formatNumber(1299, { style: 'currency', currency: 'USD' })).toBe('$1,299.00');
  });
});
