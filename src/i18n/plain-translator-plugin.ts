import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// For the microsite's client build (registered by src/microsite/build/
// microsite-integration.ts): the views' translator (src/islands/
// use-translator.ts) formats with plain-translator.ts instead of formatjs, in
// the browser only; the server still renders with formatjs, and the elements
// bundle, which formats every message of the catalogues, keeps it.

const i18nFolder = dirname(fileURLToPath(import.meta.url));
const viewsTranslator = resolve(i18nFolder, '../islands/use-translator.ts');
const formatjsTranslator = join(i18nFolder, 'create-translator.ts');
const plainTranslator = join(i18nFolder, 'plain-translator.ts');

export function plainTranslatorPlugin(): Plugin {
  return {
    name: 'site-shell:plain-translator',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.config.consumer !== 'client') return null;
      if (!importer || !source.startsWith('.')) return null;
      if (importer.split('?')[0] !== viewsTranslator) return null;
      return resolve(dirname(importer), source) === formatjsTranslator ? plainTranslator : null;
    },
  };
}
