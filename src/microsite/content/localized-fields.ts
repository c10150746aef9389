import { z } from 'astro/zod';
import { isLanguage, type Language } from '../../i18n/languages.ts';
import { localizedText, nameOrTextSchema } from './localized.ts';

// Where an entry's localized texts are, found in its schema (schemas.ts), so
// that the check of its languages (fallback-field.ts) and the translation
// status (translation-status.ts) follow a text added to a schema without a
// list of fields to keep in step.

/** The dotted paths of the localized texts of `schema`, an object of fields: `description`, `highlight.quote`. */
export function localizedFieldPaths(schema: z.ZodType, prefix = ''): string[] {
  const field = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (field === localizedText || field === nameOrTextSchema) return [prefix];
  if (!(field instanceof z.ZodObject)) return [];
  return Object.entries(field.shape as Record<string, z.ZodType>).flatMap(([key, inner]) =>
    localizedFieldPaths(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The texts per language at `path` of `data` (front matter), or undefined
 * where there are none: the field left out, a title written as one name, or
 * a value that is no object of languages.
 */
export function localizedAt(data: unknown, path: string): Record<string, unknown> | undefined {
  let value = data;
  for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
  if (!isRecord(value) || !Object.keys(value).some(isLanguage)) return undefined;
  return value;
}

/** The fields of `data` at `paths` that have no text (absent or blank) in `language`. */
export function fieldsMissing(
  data: unknown,
  paths: readonly string[],
  language: Language,
): string[] {
  return paths.filter((path) => {
    const texts = localizedAt(data, path);
    if (!texts) return false;
    const text = texts[language];
    return typeof text !== 'string' || text.trim() === '';
  });
}
