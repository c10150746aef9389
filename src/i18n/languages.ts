// The eight languages the product speaks (spec §2 "Language switcher").
// Any other language is an error (spec §5, §8).

export const languages = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'ja'] as const;

export type Language = (typeof languages)[number];

/** Each language named in itself, as the language switcher shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'français',
  it: 'italiano',
  es: 'español',
  pt: 'português',
  ja: '日本語',
};

export const defaultLanguage: Language = 'en';

export class UnsupportedLanguageError extends Error {
  readonly language: string;
  constructor(language: string) {
    super(`Unsupported language "${language}": expected one of ${languages.join(', ')}.`);
    this.name = 'UnsupportedLanguageError';
    this.language = language;
  }
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** Returns the language, or throws an error that names it. */
export function assertLanguage(value: string): Language {
  if (!isLanguage(value)) throw new UnsupportedLanguageError(value);
  return value;
}
