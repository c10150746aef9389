import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Language } from '../../i18n/languages.ts';
import type { Messages } from '../../i18n/message-id.ts';
import { $catalogues, loadCatalogue } from '../../stores/catalogues.ts';

/** The catalogue of `language`, or null while its chunk loads. */
export function useCatalogue(language: Language): Messages | null {
  const messages = useStore($catalogues)[language] ?? null;
  useEffect(() => {
    loadCatalogue(language).catch((error: unknown) =>
      console.error(`site-elements: the ${language} messages did not load`, error),
    );
  }, [language]);
  return messages;
}
