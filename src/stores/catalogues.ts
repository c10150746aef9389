import { map } from 'nanostores';
import { loadMessages } from '../i18n/load-messages.ts';
import type { Messages } from '../i18n/message-id.ts';
import type { CatalogueId } from '../i18n/regional-variants.ts';

/**
 * The message catalogues loaded on this page, by language or regional variant
 * (`pt-BR`). Every element that shows one subscribes here, so all of them
 * render as soon as its catalogue arrives, whoever asked for it first.
 */
export const $catalogues = map<Partial<Record<CatalogueId, Messages>>>({});

const pending = new Map<CatalogueId, Promise<Messages>>();

/** Loads a catalogue once per page; later calls share the first load. */
export function loadCatalogue(id: CatalogueId): Promise<Messages> {
  const loaded = $catalogues.get()[id];
  if (loaded) return Promise.resolve(loaded);
  let load = pending.get(id);
  if (!load) {
    load = loadMessages(id).then(
      (messages) => {
        $catalogues.setKey(id, messages);
        return messages;
      },
      (error: unknown) => {
        pending.delete(id); // a later element may try again
        throw error;
      },
    );
    pending.set(id, load);
  }
  return load;
}
