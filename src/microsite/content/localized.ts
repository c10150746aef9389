import { z } from 'astro/zod';
import type { Language } from '../../i18n/languages.ts';

// A text in several languages, written side by side in one content file so
// that an editor adds a category, a year or a winner with one file. English
// and German are required (the microsite is built for both); the other
// languages of the product are optional and fall back to English.

const text = z.string().trim().min(1, 'expected a non-empty text');

export const localizedText = z.strictObject({
  en: text,
  de: text,
  nl: text.optional(),
  fr: text.optional(),
  it: text.optional(),
  es: text.optional(),
  pt: text.optional(),
  ja: text.optional(),
});

export type LocalizedText = z.infer<typeof localizedText>;

/** The text in `language`, or in English when the file has none in it. */
export function pick(localized: LocalizedText, language: Language): string {
  return localized[language] ?? localized.en;
}

/** The language the picked text is really in: for a `lang` attribute on fallback text. */
export function pickedLanguage(localized: LocalizedText, language: Language): Language {
  return localized[language] === undefined ? 'en' : language;
}
