import { assertLanguage, type Language } from './languages.ts';

// Market files spell locales the POSIX way (`de_CH`); Intl and formatjs throw
// RangeError on that. Convert once, at the boundary, and use BCP 47 (`de-CH`)
// everywhere else.

const posixLocale = /^([a-z]{2})_([A-Z]{2})$/;
const bcp47Locale = /^([a-z]{2})-([A-Z]{2})$/;

/** `de_CH` → `de-CH`. Throws on anything that is not language_REGION. */
export function toBcp47(locale: string): string {
  const match = posixLocale.exec(locale) ?? bcp47Locale.exec(locale);
  if (!match) throw new RangeError(`Invalid locale "${locale}": expected ll_RR or ll-RR.`);
  return `${match[1]}-${match[2]}`;
}

/** The language part of a locale; throws if it is not one of the eight. */
export function languageOf(locale: string): Language {
  return assertLanguage(toBcp47(locale).slice(0, 2));
}
