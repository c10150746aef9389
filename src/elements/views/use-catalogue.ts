import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Messages } from '../../i18n/message-id.ts';
import type { CatalogueId } from '../../i18n/regional-variants.ts';
import { $catalogues, loadCatalogue } from '../../stores/catalogues.ts';

/** The catalogue `id` (a language or a regional variant), or null while its chunks load. */
export function useCatalogue(id: CatalogueId): Messages | null {
  const messages = useStore($catalogues)[id] ?? null;
  useEffect(() => {
    loadCatalogue(id).catch((error: unknown) =>
      console.error(`site-elements: the ${id} messages did not load`, error),
    );
  }, [id]);
  return messages;
}
