import { z } from 'astro/zod';
import type { Language } from '../../i18n/languages.ts';
import { micrositeLanguages } from '../sites.ts';
import { localizedAt, localizedFieldPaths } from './localized-fields.ts';
import { missingTextMessage } from './localized.ts';

// `fallback: en` on a category, a year or a winner publishes it before all
// its translations exist: its pages in a language it lacks show the English
// text, marked (shown-text.ts, docs/editors.md "Publish before the
// translations are done"). Without it, every text needs the language of
// every built site, as the build has always required. A field's schema
// cannot see its entry's `fallback`, so the languages are required by the
// entry's schema, for each of its localized texts (localized-fields.ts).

/** The languages a text can fall back to: English only, for now. */
export const fallbackLanguages = ['en'] as const;

/** `fallback: en`: the entry may lack a text in a site's language; the site shows the English. */
export const fallback = z
  .enum(fallbackLanguages, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a language a text can fall back to; write "fallback: en" (English, the only one) or delete the line to require every language (docs/editors.md "Publish before the translations are done")`,
  })
  .optional();

/** Whether the front matter `entry` says `fallback: en` (it may be anything: a file with problems). */
const fallsBack = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && 'fallback' in entry && entry.fallback === 'en';

/**
 * The languages each localized text of the front matter `entry` needs:
 * English, and, unless it says `fallback: en`, every built site's. (A
 * text's own schema requires English only: it cannot see its entry.)
 */
export function requiredLanguages(entry: unknown): readonly Language[] {
  return fallsBack(entry) ? ['en'] : ['en', ...micrositeLanguages.filter((own) => own !== 'en')];
}

/**
 * `schema` (an entry's fields, `fallback` among them) requiring a text in
 * every built site's language, unless the entry says `fallback: en`. Each
 * missing text is its own problem, named `description.fr`.
 */
export function requireSiteLanguages<Schema extends z.ZodObject>(schema: Schema): Schema {
  const paths = localizedFieldPaths(schema);
  return schema.superRefine(
    (entry: unknown, context) => {
      // English is the text's own schema's to require (localized.ts).
      const languages = requiredLanguages(entry).filter((language) => language !== 'en');
      for (const path of paths) {
        const texts = localizedAt(entry, path);
        if (!texts) continue;
        for (const language of languages) {
          if (texts[language] !== undefined) continue;
          context.addIssue({
            code: 'custom',
            path: [...path.split('.'), language],
            message: missingTextMessage(language),
          });
        }
      }
    },
    // Also when another field has a problem: every problem of a file at once.
    { when: () => true },
  );
}
