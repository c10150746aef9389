import { map } from 'nanostores';
import type { Language } from '../i18n/languages.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import type { Messages } from '../i18n/message-id.ts';

/**
 * The message catalogues loaded on this page, by language. Every element that
 * shows a language subscribes here, so all of them render as soon as its
 * catalogue arrives, whoever asked for it first.
 */
export const $catalogues = map<Partial<Record<Language, Messages>>>({});

const pending = new Map<Language, Promise<Messages>>();

/** Loads a language's catalogue once per page; later calls share the first load. */
export function loadCatalogue(language: Language): Promise<Messages> {
  const loaded = $catalogues.get()[language];
  if (loaded) return Promise.resolve(loaded);
  let load = pending.get(language);
  if (!load) {
    load = loadMessages(language).then(
      (messages) => {
        $catalogues.setKey(language, messages);
        return messages;
      },
      (error: unknown) => {
        pending.delete(language); // a later element may try again
        throw error;
      },
    );
    pending.set(language, load);
  }
  return load;
}
