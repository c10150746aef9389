import { readFileSync } from 'node:fs';
import type { MessageId } from '../../src/i18n/message-id.ts';
import { catalogueOf, languageOfCatalogue } from '../../src/i18n/regional-variants.ts';

// The chrome's own words (src/i18n/messages) for what the demo page shares
// with it: the fallback links inside the elements before the bundle runs, the
// sidebar's "Messages". Read as JSON here: the server runs on plain Node,
// which loads no JSON module without an import attribute.

export type ChromeLabels = Record<MessageId, string>;

const folder = new URL('../../src/i18n/messages/', import.meta.url);
const cache = new Map<string, ChromeLabels>();

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`${name}.json`, folder), 'utf8')) as Partial<ChromeLabels>;

/** The chrome's labels for a locale: its language's catalogue with its regional variant's over it. */
export function chromeLabels(locale: string): ChromeLabels {
  const catalogue = catalogueOf(locale);
  let labels = cache.get(catalogue);
  if (!labels) {
    const language = languageOfCatalogue(catalogue);
    labels = {
      ...read(language),
      ...(catalogue === language ? {} : read(catalogue)),
    } as ChromeLabels;
    cache.set(catalogue, labels);
  }
  return labels;
}
