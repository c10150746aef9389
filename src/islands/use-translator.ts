import { useMemo } from 'react';
import { createTranslator, type Translator } from '../i18n/create-translator.ts';
import type { Messages } from '../i18n/message-id.ts';

/**
 * The translator for the view's locale and its already loaded catalogue
 * (views never load messages themselves: the element or page awaits
 * `loadMessages` and passes them in, so server rendering is synchronous).
 */
export function useTranslator(locale: string, messages: Messages): Translator {
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}
