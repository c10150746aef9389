import { assertLanguage, type Language } from './languages.ts';
import type { Messages } from './message-id.ts';
import { isVariant, variantLanguages, type Variant } from './regional-variants.ts';

type Module<T> = () => Promise<{ default: T }>;

// One dynamic import per catalogue, so that a bundler makes each its own chunk
// and a page downloads only the language (and variant) it shows. No import
// attribute: every consumer loads this through Vite, and in Vite's dev server
// `with { type: 'json' }` makes the browser refuse the JavaScript module that
// Vite serves for the JSON file.
const catalogues: Record<Language, Module<Messages>> = {
  en: () => import('./messages/en.json'),
  de: () => import('./messages/de.json'),
  nl: () => import('./messages/nl.json'),
  fr: () => import('./messages/fr.json'),
  it: () => import('./messages/it.json'),
  es: () => import('./messages/es.json'),
  pt: () => import('./messages/pt.json'),
  ja: () => import('./messages/ja.json'),
};

/** A variant's own keys only: the ones whose wording differs from its language. */
const overrides: Record<Variant, Module<Partial<Messages>>> = {
  'pt-BR': () => import('./messages/pt-BR.json'),
  'es-419': () => import('./messages/es-419.json'),
  'de-CH': () => import('./messages/de-CH.json'),
  'en-GB': () => import('./messages/en-GB.json'),
};

/**
 * The catalogue of a `CatalogueId`: a language (`pt`), or a regional variant
 * (`pt-BR`: the language's catalogue with the variant's keys over it, the two
 * chunks loaded side by side). Throws `UnsupportedLanguageError` for any other.
 */
export async function loadMessages(id: string): Promise<Messages> {
  if (!isVariant(id)) return (await catalogues[assertLanguage(id)]()).default;
  const [base, variant] = await Promise.all([catalogues[variantLanguages[id]](), overrides[id]()]);
  return { ...base.default, ...variant.default } as Messages;
}
