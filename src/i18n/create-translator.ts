import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { formatLocaleOf } from './format-locale.ts';
import { defaultLanguage, type Language } from './languages.ts';
import { languageOf, toBcp47 } from './locale.ts';
import type { Catalogue, MessageId } from './message-id.ts';

/** Placeholder values: plain values only, so that every message formats to a string. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A translator over the chrome's catalogue by default; the microsite passes its own ids. */
export interface Translator<Id extends string = MessageId> {
  /** BCP 47, e.g. `en-AT`: the page's locale. */
  readonly locale: string;
  /**
   * The locale Intl formats with: `locale` where Intl has it, else the nearest
   * one that does (`en-BR` → `en-001`; format-locale.ts).
   */
  readonly formatLocale: string;
  readonly language: Language;
  /** The formatjs object, for formatDate, formatNumber, formatRelativeTime, formatList… */
  readonly intl: IntlShape<string>;
  /** The message `id`, formatted with `values`. */
  t(id: Id, values?: MessageValues): string;
}

// One formatting cache for the page: every view and element formatting the
// same messages and dates shares the parsed messages and Intl formatters.
const pageCache = createIntlCache();

/**
 * A translator for a full locale: the messages are the catalogue given (the
 * language's, or its regional variant's), the formats the locale's (`en-AT`),
 * or the nearest locale Intl supports (`en-BR` → `en-001`). Throws
 * `UnsupportedLanguageError` naming the language when it is not one of the
 * eight, RangeError on a malformed locale.
 */
export function createTranslator<Id extends string = MessageId>(
  locale: string,
  messages: Catalogue<Id>,
  cache = pageCache,
): Translator<Id> {
  const bcp47 = toBcp47(locale);
  const language = languageOf(bcp47);
  const formatLocale = formatLocaleOf(bcp47);
  const intl = createIntl<string>(
    { locale: formatLocale, defaultLocale: defaultLanguage, messages },
    cache,
  );
  // A message without values always formats to the same text: formatted once.
  const plain = new Map<Id, string>();
  return {
    locale: bcp47,
    formatLocale,
    language,
    intl,
    t: (id, values) => {
      if (values !== undefined) return intl.formatMessage({ id }, values) as string;
      let text = plain.get(id);
      if (text === undefined) {
        text = intl.formatMessage({ id }) as string;
        plain.set(id, text);
      }
      return text;
    },
  };
}
