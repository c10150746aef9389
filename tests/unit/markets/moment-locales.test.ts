import { describe, expect, it } from 'vitest';
import { formatLocaleOf } from '../../../src/i18n/format-locale.ts';
import { loadValidMarkets } from '../../../src/markets/load.ts';

// The legacy templates format dates with moment.js in the market file's
// `momentjs.locale`; the chrome formats with Intl in formatLocaleOf(locale).
// On one page both must show the same conventions: the order of day, month
// and year in a numeric date, and a 12- or 24-hour clock.

/** `L` and `LT` of moment.js 2.30's locale files (locale/<name>.js); `en` is moment's default. */
const momentFormats: Record<string, { L: string; LT: string }> = {
  en: { L: 'MM/DD/YYYY', LT: 'h:mm A' },
  'en-au': { L: 'DD/MM/YYYY', LT: 'h:mm A' },
  'en-ca': { L: 'YYYY-MM-DD', LT: 'h:mm A' },
  'en-gb': { L: 'DD/MM/YYYY', LT: 'HH:mm' },
  'en-ie': { L: 'DD/MM/YYYY', LT: 'HH:mm' },
  de: { L: 'DD.MM.YYYY', LT: 'HH:mm' },
  'de-at': { L: 'DD.MM.YYYY', LT: 'HH:mm' },
  'de-ch': { L: 'DD.MM.YYYY', LT: 'HH:mm' },
  fr: { L: 'DD/MM/YYYY', LT: 'HH:mm' },
  'fr-ca': { L: 'YYYY-MM-DD', LT: 'HH:mm' },
  'fr-ch': { L: 'DD.MM.YYYY', LT: 'HH:mm' },
  it: { L: 'DD/MM/YYYY', LT: 'HH:mm' },
  'it-ch': { L: 'DD.MM.YYYY', LT: 'HH:mm' },
  nl: { L: 'DD-MM-YYYY', LT: 'HH:mm' },
  'nl-be': { L: 'DD/MM/YYYY', LT: 'HH:mm' },
  es: { L: 'DD/MM/YYYY', LT: 'H:mm' },
  'es-do': { L: 'DD/MM/YYYY', LT: 'h:mm A' },
  pt: { L: 'DD/MM/YYYY', LT: 'HH:mm' },
  'pt-br': { L: 'DD/MM/YYYY', LT: 'HH:mm' },
  ja: { L: 'YYYY/MM/DD', LT: 'HH:mm' },
};

/**
 * Sites where moment.js has no locale of the site's language with Intl's
 * conventions. jp-en: English with year-first dates and a 24-hour clock (en-JP);
 * moment's English locales are day- or month-first, or year-first with 12 hours.
 */
const noMomentLocale: Record<string, string> = { 'jp-en': 'dmy 24' };

interface Conventions {
  order: string;
  clock: 12 | 24;
}

function momentConventions(name: string): Conventions {
  const formats = momentFormats[name];
  if (!formats) throw new Error(`moment.js locale "${name}" is not in the table of this test`);
  const order = formats.L.replace(/[^DMY]/g, '')
    .replace(/(.)\1+/g, '$1')
    .toLowerCase();
  return { order, clock: /h/.test(formats.LT) ? 12 : 24 };
}

function intlConventions(locale: string): Conventions {
  const date = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const order = date
    .formatToParts(new Date(Date.UTC(2024, 2, 5)))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.type[0])
    .join('');
  const cycle = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).resolvedOptions().hourCycle;
  return { order, clock: cycle === 'h11' || cycle === 'h12' ? 12 : 24 };
}

const sites = loadValidMarkets();

describe('momentjs.locale agrees with what the chrome shows (markets/README.md)', () => {
  it.each(sites.map(({ key, record }) => [key, record] as const))('%s', (key, record) => {
    const shown = intlConventions(formatLocaleOf(record.locale));
    const legacy = momentConventions(record.momentjs?.locale ?? 'en');
    if (key in noMomentLocale) {
      expect(`${legacy.order} ${legacy.clock}`).toBe(noMomentLocale[key]);
      expect(shown, 'the exception is still needed').not.toEqual(legacy);
    } else {
      expect(legacy, `${key}: Intl ${formatLocaleOf(record.locale)}`).toEqual(shown);
    }
  });
});
