import { assertLanguage, type Language } from './languages.ts';
import type { Messages } from './message-id.ts';

// One dynamic import per language, so that a bundler makes each catalogue its
// own chunk and a page downloads only the language it shows.
const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  pt: () => import('./messages/pt.json', { with: { type: 'json' } }),
  ja: () => import('./messages/ja.json', { with: { type: 'json' } }),
};

/** The message catalogue of a language; throws `UnsupportedLanguageError` for any other. */
export async function loadMessages(language: string): Promise<Messages> {
  const module = await catalogues[assertLanguage(language)]();
  return module.default;
}
