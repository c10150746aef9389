import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const messagesFolder = join(dirname(fileURLToPath(import.meta.url)), 'messages');
// A language (`de.json`) or a regional variant (`de-CH.json`, `es-419.json`).
const catalogueFile = /^([a-z]{2}(?:-[A-Z]{2}|-\d{3})?)\.json$/;
// A virtual id, so that Vite's JSON plugin leaves the module alone; its last
// segment (the language or variant) still names the chunk.
const virtualPrefix = '\0site-shell-messages/';

/**
 * For the elements bundle (and the bench's plain-React floor, built the same way): the catalogues are parsed at build time into the
 * ICU syntax trees formatjs formats from, and formatjs's runtime parser is
 * replaced by its `no-parser` build, so the views chunk carries no parser
 * (about 7 KiB gzip). A message given as text at run time then throws, which
 * the elements never do: every message they format comes from a catalogue.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'site-shell:precompiled-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    // Any relative import of a catalogue file (load-messages.ts, the bench's React floor).
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const file = resolve(dirname(importer), source);
      if (dirname(file) !== messagesFolder) return null;
      const catalogue = catalogueFile.exec(file.slice(messagesFolder.length + 1))?.[1];
      return catalogue ? `${virtualPrefix}${catalogue}` : null;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const catalogue = id.slice(virtualPrefix.length);
      const file = join(messagesFolder, `${catalogue}.json`);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      // An empty source map: the chunk has one, as Vite's own JSON chunks do.
      return { code: `export default ${JSON.stringify(trees)};`, map: { mappings: '' } };
    },
  };
}
