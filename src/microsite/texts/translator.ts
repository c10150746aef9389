import { createTranslator, type Translator } from '../../i18n/create-translator.ts';
import { assertLanguage, type Language } from '../../i18n/languages.ts';
import { languageOf } from '../../i18n/locale.ts';
import type { Messages } from '../../i18n/message-id.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

// The microsite's own texts (headings, labels, "Navigated to", error pages,
// the delayed-load notice), separate from the chrome's catalogues. English is
// the reference: every catalogue has exactly its keys (tests/unit/microsite).
// The programme's name is not in them: it is the chrome's footer link
// (`nav.bestDesignAwards`), given to every message as `{programme}`, so that
// the footer and the microsite name the programme the same way.

export type MicrositeMessageId = keyof typeof en;
export type MicrositeMessages = Record<MicrositeMessageId, string>;

/** The microsite's texts in each of the product's eight languages (build time only). */
export const micrositeCatalogues: Partial<Record<Language, MicrositeMessages>> = {
  en,
  de,
  nl,
  fr,
  it,
  es,
  pt,
  ja,
};

export interface MicrositeTranslator extends Translator<MicrositeMessageId> {
  /** The programme's name in this language, as the chrome's footer link says it. */
  programme: string;
  formatDate(date: Date): string;
}

/** The programme's name in a chrome catalogue: its footer link's text. */
export function programmeName(chromeMessages: Messages): string {
  const name = chromeMessages['nav.bestDesignAwards'];
  if (typeof name !== 'string' || name.trim() === '') {
    throw new Error('The chrome catalogue has no text for "nav.bestDesignAwards".');
  }
  return name;
}

/** The catalogue of a language; throws naming the language when the microsite has none for it. */
export function micrositeMessages(language: string): MicrositeMessages {
  const messages = micrositeCatalogues[assertLanguage(language)];
  if (!messages) {
    const known = Object.keys(micrositeCatalogues).join(', ');
    throw new Error(
      `The microsite has no texts in "${language}": add src/microsite/texts/${language}.json (have ${known}).`,
    );
  }
  return messages;
}

/**
 * Messages in the locale's language, dates and numbers in the full locale
 * (`de-DE`); `programme` (the programme's name) fills `{programme}`.
 */
export function createMicrositeTranslator(locale: string, programme: string): MicrositeTranslator {
  const translator = createTranslator<MicrositeMessageId>(
    locale,
    micrositeMessages(languageOf(locale)),
  );
  // A build formats the same texts with the same values on thousands of
  // pages: each is formatted once (formatjs's own cache serializes its
  // arguments, formats included, on every call).
  const formatted = new Map<string, string>();
  const t: MicrositeTranslator['t'] = (id, values) => {
    const key = values === undefined ? id : `${id}\0${JSON.stringify(values)}`;
    let text = formatted.get(key);
    if (text === undefined) {
      text = translator.t(id, { programme, ...values });
      formatted.set(key, text);
    }
    return text;
  };
  return {
    ...translator,
    programme,
    t,
    formatDate: (date) => translator.intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }),
  };
}
