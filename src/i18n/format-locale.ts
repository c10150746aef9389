import { toBcp47 } from './locale.ts';

// Dates, times and prices always use a locale Intl has data for. A market
// locale that CLDR lacks (en-BR, en-CL, en-CO, en-MX) would otherwise fall back
// silently to the bare language, i.e. US formats ("Mar 3, 2024", "2:05 PM",
// "$1,299", read as pesos in Chile). Such a locale resolves to its region's
// CLDR parent instead: English outside Europe to `en-001` (day first,
// "US$1,299"), in Europe to `en-150`; Spanish in the Americas to `es-419`.

const regions = (list: string) => new Set(list.split(/\s+/));
const europe = regions(`AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GG GI GR HR HU IE IM
  IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM UA VA XK`);
const americas = regions('AR BO BR BZ CA CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE');

/** The macro-region locale CLDR has for a language and region, if any. */
function regionalParent(language: string, region: string): string | null {
  if (language === 'en') return europe.has(region) ? 'en-150' : 'en-001';
  if (language === 'es' && americas.has(region)) return 'es-419';
  return null;
}

const supported = (locale: string) =>
  new Intl.DateTimeFormat(locale).resolvedOptions().locale === locale;

const resolved = new Map<string, string>();

/**
 * The locale to format with for a page locale (`en_BR` or `en-BR` → `en-001`,
 * `de-CH` → `de-CH`): the locale itself where this engine's Intl has it, else
 * its region's CLDR parent, else the bare language. Cached per locale.
 */
export function formatLocaleOf(locale: string): string {
  const bcp47 = toBcp47(locale);
  let result = resolved.get(bcp47);
  if (result === undefined) {
    const [language = '', region = ''] = bcp47.split('-');
    const parent = regionalParent(language, region);
    result = supported(bcp47) ? bcp47 : parent && supported(parent) ? parent : language;
    resolved.set(bcp47, result);
  }
  return result;
}
