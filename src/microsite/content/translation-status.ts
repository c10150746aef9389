import { z } from 'astro/zod';
import { languageNames, type Language } from '../../i18n/languages.ts';
import { micrositeLanguages } from '../sites.ts';
import type { CollectionName } from './content-collections.ts';
import type { ContentFile } from './content-files.ts';
import { fieldsMissing, localizedFieldPaths } from './localized-fields.ts';
import { categorySchema, winnerSchema, yearSchema } from './schemas.ts';

// What the translators have to do (`npm run content -- status`,
// docs/editors.md "Translation status"): per language of the built sites,
// each text of a category, year or winner file that has none in it. Mostly
// entries with `fallback: en`, published with their English text meanwhile;
// a text missing from an entry without it stops the build, and says so.

/** Where each collection's localized texts are (stand-ins for Astro's image and references). */
const localizedPaths: Record<CollectionName, string[]> = {
  categories: localizedFieldPaths(categorySchema),
  years: localizedFieldPaths(yearSchema),
  winners: localizedFieldPaths(
    winnerSchema({ image: z.unknown(), category: z.unknown(), year: z.unknown() }),
  ),
};

export interface MissingTranslation {
  /** The content file, relative to the project. */
  file: string;
  /** The text's field, dotted: `description`, `highlight.quote`. */
  field: string;
  /** The entry says `fallback: en`: it is published, in English where this text is missing. */
  fallback: boolean;
}

export interface LanguageStatus {
  language: Language;
  missing: MissingTranslation[];
}

/** For each of `languages`, the texts of `files` that it lacks, in the files' order. */
export function translationStatus(
  files: readonly ContentFile[],
  languages: readonly Language[] = micrositeLanguages,
): LanguageStatus[] {
  return languages.map((language) => ({
    language,
    missing: files.flatMap((file) =>
      fieldsMissing(file.data, localizedPaths[file.collection], language).map((field) => ({
        file: file.file,
        field,
        fallback: file.data['fallback'] === 'en',
      })),
    ),
  }));
}

const texts = (count: number) => (count === 1 ? '1 text' : `${count} texts`);

/** One missing text; one the build refuses (the entry has no `fallback: en`) says so. */
function missingLine({ file, field, fallback }: MissingTranslation): string {
  const refused = fallback ? '' : ' (stops the build: write it, or "fallback: en" in the file)';
  return `  ${file}: ${field}${refused}`;
}

/** The report: each language with its missing texts, one per line, and a total per language. */
export function formatTranslationStatus(statuses: readonly LanguageStatus[]): string {
  const sections = statuses.map(({ language, missing }) => {
    const heading = `${language} (${languageNames[language]}): ${missing.length === 0 ? 'every text is there' : `${texts(missing.length)} missing`}`;
    return [heading, ...missing.map(missingLine)].join('\n');
  });
  const totals = statuses
    .map(({ language, missing }) => `${language} ${missing.length}`)
    .join(', ');
  return [
    'Translation status of the awards content (docs/editors.md "Translation status")',
    ...sections,
    `Missing texts per language: ${totals}`,
  ].join('\n\n');
}
