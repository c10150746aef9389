import { z } from 'astro/zod';
import { languageNames, languages, type Language } from '../../i18n/languages.ts';
import { strictFields } from './strict-fields.ts';

// A text in several languages, written side by side in one content file so
// that an editor adds a category, a year or a winner with one file. English
// is required here; the languages of the sites the microsite is built for
// (src/microsite/sites.ts) are required by the entry as a whole, unless it
// says `fallback: en` (fallback-field.ts): a field cannot see its entry.

const text = z.string().trim().min(1, 'expected a non-empty text');

/** The message of a missing text: which language, why it is needed, and how to fix it. */
export function missingTextMessage(language: Language): string {
  if (language === 'en') {
    return 'the English (en) text is missing; every text needs an "en:" line, the text every other language can fall back to (docs/editors.md)';
  }
  return `the ${languageNames[language]} (${language}) text is missing; the microsite is built in ${language} (src/microsite/sites.ts), so every text needs a "${language}:" line, or write "fallback: en" in the file to publish it with the English text until the translation is there (docs/editors.md "Publish before the translations are done")`;
}

const englishText = z
  .string({
    error: (issue) => (issue.input === undefined ? missingTextMessage('en') : undefined),
  })
  .trim()
  .min(1, 'expected a non-empty text');

/** English, which every page can fall back to, and the other languages of the product. */
export type LocalizedText = { en: string } & Partial<Record<Language, string>>;

/**
 * A localized text: English and, optional here, every other language of the
 * product (the entry requires its built sites': fallback-field.ts). Any
 * other key is an error.
 */
export const localizedText = strictFields(
  // The keys are the eight languages, English required: a LocalizedText.
  Object.fromEntries(
    languages.map((language) => [language, language === 'en' ? englishText : text.optional()]),
  ),
) as unknown as z.ZodType<LocalizedText>;

/**
 * A text that is either one name, the same in every language (a work's or a
 * company's name), or written per language (a title that describes the work).
 */
export type NameOrText = string | LocalizedText;

/**
 * A name (a non-empty string) or a text per language; the branch is chosen
 * by the value's type, so that a text's mistakes are reported as the texts'
 * are ("title.en: the English (en) text is missing…"), not as a union that
 * matched neither.
 */
export const nameOrTextSchema = z.unknown().transform((value, context): NameOrText => {
  const schema = typeof value === 'string' ? z.string().trim().min(1) : localizedText;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  // The value as written (the parse has failed already), for the entry's check of its languages.
  return value as NameOrText;
});
