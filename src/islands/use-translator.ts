import { useMemo } from 'react';
import { createTranslator, type Translator } from '../i18n/create-translator.ts';
import type { Messages } from '../i18n/message-id.ts';

// Translators by catalogue, then locale. A build renders the same island on
// thousands of pages with one catalogue object per site (the microsite's
// island props), and creating a formatjs object cost more than most of the
// render that used it. A translator only reads its catalogue: sharing it is
// safe, and a catalogue no view holds any more takes its translators along.
const translators = new WeakMap<Messages, Map<string, Translator>>();

function sharedTranslator(locale: string, messages: Messages): Translator {
  const byLocale = translators.get(messages) ?? new Map<string, Translator>();
  translators.set(messages, byLocale);
  let translator = byLocale.get(locale);
  if (!translator) {
    translator = createTranslator(locale, messages);
    byLocale.set(locale, translator);
  }
  return translator;
}

/**
 * The translator for the view's locale and its already loaded catalogue
 * (views never load messages themselves: the element or page awaits
 * `loadMessages` and passes them in, so server rendering is synchronous).
 */
export function useTranslator(locale: string, messages: Messages): Translator {
  return useMemo(() => sharedTranslator(locale, messages), [locale, messages]);
}
