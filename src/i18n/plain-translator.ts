import type { Translator } from './create-translator.ts';
import { formatLocaleOf } from './format-locale.ts';
import { languageOf, toBcp47 } from './locale.ts';
import type { Catalogue, MessageId } from './message-id.ts';

// The microsite's client build formats the chrome's messages with this
// translator instead of formatjs (plain-translator-plugin.ts): the messages
// its islands render are text with `{name}` arguments only, and formatjs's
// runtime (its ICU parser, intl-messageformat, @formatjs/intl) would be most
// of the code that a reader's first tap on a header control downloads beside
// React (issue 21). Its output is formatjs's for every such message
// (tests/unit/i18n/plain-translator.test.ts); a message that needs more
// (plural, select, number skeletons, quoting) throws, naming it, and the
// server's render (formatjs) shows it (tests/unit/microsite/chrome/
// island-props.test.tsx checks that every island's messages are plain).

/** Text, then an argument name, then text…: the odd items are argument names. */
type PlainMessage = readonly string[];

const argument = /\{\s*([^\s{}',#]+)\s*\}/g;

/** The message split at its arguments, or null when it needs more than `{name}` arguments. */
export function plainMessage(message: string): PlainMessage | null {
  // ICU quoting ('{ or '') and any other brace belong to formatjs's syntax.
  if (/'['{}#|]/.test(message)) return null;
  const parts = message.split(argument);
  return parts.some((piece, index) => index % 2 === 0 && /[{}]/.test(piece)) ? null : parts;
}

export function createPlainTranslator<Id extends string = MessageId>(
  locale: string,
  messages: Catalogue<Id>,
): Translator<Id> {
  const bcp47 = toBcp47(locale);
  const formatLocale = formatLocaleOf(bcp47);
  const parsed = new Map<string, PlainMessage>();
  const parse = (id: Id): PlainMessage => {
    const message: unknown = (messages as Record<string, unknown>)[id];
    const parts = typeof message === 'string' ? plainMessage(message) : null;
    if (!parts) throw new Error(`The message "${id}" needs formatjs (not a plain message).`);
    parsed.set(id, parts);
    return parts;
  };
  return {
    locale: bcp47,
    formatLocale,
    language: languageOf(bcp47),
    get intl(): never {
      throw new Error("The microsite's islands format plain messages only: no formatjs here.");
    },
    t(id, values = {}) {
      const parts = parsed.get(id) ?? parse(id);
      return parts
        .map((part, index) => {
          if (index % 2 === 0) return part;
          if (!(part in values))
            throw new Error(`The message "${id}" needs a value for {${part}}.`);
          // As intl-messageformat formats a simple argument.
          const value = values[part];
          return typeof value === 'number' || value ? String(value) : '';
        })
        .join('');
    },
  };
}

/** Under the name the views import (use-translator.ts), for the plugin that swaps it in. */
export { createPlainTranslator as createTranslator };
