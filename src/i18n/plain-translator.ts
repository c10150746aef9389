import type { Translator } from './create-translator.ts';
import { languageOf, toBcp47 } from './locale.ts';
import type { Catalogue, MessageId } from './message-id.ts';

// The microsite's browser build formats the chrome's messages with this
// translator instead of formatjs (src/microsite/hydration/
// browser-swaps-plugin.ts): its islands render text with `{name}` arguments
// only, and formatjs's runtime (its ICU parser, intl-messageformat,
// @formatjs/intl) was most of the code that a reader's first tap on a header
// control downloaded beside React (issue 21). It formats every such message
// as formatjs does (tests/unit/i18n/plain-translator.test.ts); a message that
// needs more (plural, select, number skeletons, quoting) throws, naming it
// (tests/unit/microsite/chrome/island-props.test.tsx checks that the
// islands' messages are all plain).

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
    language: languageOf(bcp47),
    // No view formats dates or numbers through its translator (TimeLabel
    // finds its own locale): neither the format locale's table nor formatjs here.
    get formatLocale(): never {
      throw new Error("The microsite's islands have no format locale in the browser.");
    },
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
