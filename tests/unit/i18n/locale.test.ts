import { describe, expect, it } from 'vitest';
import {
  assertLanguage,
  languageNames,
  languages,
  UnsupportedLanguageError,
} from '../../../src/i18n/languages.ts';
import { languageOf, toBcp47 } from '../../../src/i18n/locale.ts';

describe('languages', () => {
  it('are exactly the eight of the spec, each named in itself', () => {
    expect(languageNames).toEqual({
      en: 'English',
      de: 'Deutsch',
      nl: 'Nederlands',
      fr: 'français',
      it: 'italiano',
      es: 'español',
      pt: 'português',
      ja: '日本語',
    });
    expect(languages).toHaveLength(8);
  });

  it('throws an error that names an unsupported language', () => {
    expect(() => assertLanguage('da')).toThrow(UnsupportedLanguageError);
    expect(() => assertLanguage('da')).toThrow(/"da"/);
    expect(assertLanguage('ja')).toBe('ja');
  });
});

describe('locales', () => {
  it('convert from the market files’ POSIX form to BCP 47 once', () => {
    expect(toBcp47('de_CH')).toBe('de-CH');
    expect(toBcp47('pt_BR')).toBe('pt-BR');
    expect(toBcp47('en-AT')).toBe('en-AT');
  });

  it('reject anything that is not language and region', () => {
    expect(() => toBcp47('de')).toThrow(RangeError);
    expect(() => toBcp47('de_ch')).toThrow(/de_ch/);
    expect(() => toBcp47('')).toThrow(RangeError);
  });

  it('give their language, and refuse a language outside the eight', () => {
    expect(languageOf('fr_CH')).toBe('fr');
    expect(languageOf('ja-JP')).toBe('ja');
    expect(() => languageOf('da_DK')).toThrow(UnsupportedLanguageError);
  });
});
