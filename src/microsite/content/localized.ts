import { z } from 'astro/zod';
import { languageNames, languages, type Language } from '../../i18n/languages.ts';
import { micrositeLanguages } from '../sites.ts';
import { strictFields } from './strict-fields.ts';

// A text in several languages, written side by side in one content file so
// that an editor adds a category, a year or a winner with one file. The
// languages of the sites the microsite is built for (src/microsite/sites.ts)
// are required: a file without one of them fails the build, and Astro's
// message names the file, the field and the language. The product's other
// languages, if any, are optional.

const text = z.string().trim().min(1, 'expected a non-empty text');

/** The message of a missing text: which language, and why it is needed. */
export function missingTextMessage(language: Language): string {
  return `the ${languageNames[language]} (${language}) text is missing; the microsite is built in ${language} (src/microsite/sites.ts), so every text needs a "${language}:" line (docs/editors.md)`;
}

function requiredText(language: Language) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? missingTextMessage(language) : undefined),
    })
    .trim()
    .min(1, 'expected a non-empty text');
}

/** English, which every page can fall back to, and the other languages of the product. */
export type LocalizedText = { en: string } & Partial<Record<Language, string>>;

/** The schema of a localized text for sites in `required` (and English). */
export function localizedTextFor(required: readonly Language[]): z.ZodType<LocalizedText> {
  const shape = Object.fromEntries(
    languages.map((language) => [
      language,
      language === 'en' || required.includes(language) ? requiredText(language) : text.optional(),
    ]),
  );
  // The shape's keys are the eight languages, English required: a LocalizedText.
  return strictFields(shape) as unknown as z.ZodType<LocalizedText>;
}

export const localizedText = localizedTextFor(micrositeLanguages);

/** The text in `language` (every built site's language is required), else in English. */
export function pick(localized: LocalizedText, language: Language): string {
  return localized[language] ?? localized.en;
}

/**
 * A text that is either one name, the same in every language (a work's or a
 * company's name), or written per language (a title that describes the work).
 */
export type NameOrText = string | LocalizedText;

/**
 * A name (a non-empty string) or a text per language; the branch is chosen
 * by the value's type, so that a text missing a language is reported as the
 * texts are ("title.ja: the 日本語 (ja) text is missing…"), not as a union
 * that matched neither.
 */
export const nameOrTextSchema = z.unknown().transform((value, context): NameOrText => {
  const schema = typeof value === 'string' ? z.string().trim().min(1) : localizedText;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** A name as written, or the text in `language`. */
export function nameOrText(value: NameOrText, language: Language): string {
  return typeof value === 'string' ? value : pick(value, language);
}
