import { z } from 'astro/zod';
import { languageNames, languages, type Language } from '../../i18n/languages.ts';
import { micrositeLanguages } from '../sites.ts';

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
  return z.strictObject(shape) as unknown as z.ZodType<LocalizedText>;
}

export const localizedText = localizedTextFor(micrositeLanguages);

/** The text in `language` (every built site's language is required), else in English. */
export function pick(localized: LocalizedText, language: Language): string {
  return localized[language] ?? localized.en;
}
