import type { Language } from '../../i18n/languages.ts';
import type { LocalizedText, NameOrText } from './localized.ts';

// A content text as a page shows it: in the page's language or, for an entry
// published with `fallback: en` before its translation is there
// (fallback-field.ts), in English, with its language, so that the element
// holding it says lang="en" (read aloud in English, not translated again by
// the browser) while the page stays in its own language.

export interface ShownText {
  text: string;
  /** `en` when the English text stands in for the page's language; otherwise the page's own. */
  lang: 'en' | undefined;
}

/** `value` in `language`, or its English text marked as English. */
export function shownText(value: LocalizedText, language: Language): ShownText {
  const own = value[language];
  if (own !== undefined) return { text: own, lang: undefined };
  return { text: value.en, lang: language === 'en' ? undefined : 'en' };
}

/** A name as written (the same in every language), or the text as `shownText` shows it. */
export function shownNameOrText(value: NameOrText, language: Language): ShownText {
  return typeof value === 'string' ? { text: value, lang: undefined } : shownText(value, language);
}

/** Whether any of `texts` is shown in English in place of the page's language. */
export function anyInEnglish(texts: readonly (ShownText | undefined)[]): boolean {
  return texts.some((text) => text?.lang !== undefined);
}

/** A message around a text: what comes before it, the text (marked, if it is), what comes after. */
export interface TextInMessage {
  before: string;
  /** The text, when it is to be marked with its language; otherwise it is in `before`. */
  text: ShownText | undefined;
  after: string;
}

/** Stands for the text while the message is formatted: a private-use character no message has. */
const marker = '\uE000';

/**
 * `text` placed in the message `format` makes of it (a translated sentence
 * such as "Theme of the year: {theme}"), split around the text where it
 * must carry its own language. Without `format`, the text alone.
 */
export function textInMessage(text: ShownText, format?: (value: string) => string): TextInMessage {
  if (!format) return { before: '', text, after: '' };
  if (text.lang !== undefined) {
    const parts = format(marker).split(marker);
    if (parts.length === 2) return { before: parts[0] ?? '', text, after: parts[1] ?? '' };
  }
  // In the page's language, or a message that does not show the text once: the message as it is.
  return { before: format(text.text), text: undefined, after: '' };
}
