import { closest, distance } from 'fastest-levenshtein';
import { z } from 'astro/zod';

// An object of front matter fields that rejects any other key. Zod's own
// message ("Unrecognized key: …") does not say what the editor meant; this
// one names the closest known field when the key looks like a misspelling.

/** The known field an unknown key is most likely a misspelling of, if any. */
export function suggestField(key: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const candidate = closest(key.toLowerCase(), [...known]);
  // A third of the key's letters (at least two) wrong is still a typo; more is another word.
  const allowed = Math.max(2, Math.floor(key.length / 3));
  return distance(key.toLowerCase(), candidate.toLowerCase()) <= allowed ? candidate : undefined;
}

/** The message for keys that are not fields: each one named, with a suggestion or the list of fields. */
export function unknownFieldMessage(keys: readonly string[], known: readonly string[]): string {
  return keys
    .map((key) => {
      const suggestion = suggestField(key, known);
      return suggestion
        ? `unknown field "${key}": did you mean "${suggestion}"?`
        : `unknown field "${key}": the fields here are ${known.join(', ')}`;
    })
    .join('; ');
}

/** `z.strictObject(shape)` whose unknown-key message suggests the field meant. */
export function strictFields<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys, known) : undefined,
  });
}
