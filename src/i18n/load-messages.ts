import { assertLanguage, type Language } from './languages.ts';
import type { Messages } from './message-id.ts';

// One dynamic import per language, so that a bundler makes each catalogue its
// own chunk and a page downloads only the language it shows. No import
// attribute: every consumer loads this through Vite, and in Vite's dev server
// `with { type: 'json' }` makes the browser refuse the JavaScript module that
// Vite serves for the JSON file.
const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json'),
  de: () => import('./messages/de.json'),
  nl: () => import('./messages/nl.json'),
  fr: () => import('./messages/fr.json'),
  it: () => import('./messages/it.json'),
  es: () => import('./messages/es.json'),
  pt: () => import('./messages/pt.json'),
  ja: () => import('./messages/ja.json'),
};

/** The message catalogue of a language; throws `UnsupportedLanguageError` for any other. */
export async function loadMessages(language: string): Promise<Messages> {
  const module = await catalogues[assertLanguage(language)]();
  return module.default;
}
