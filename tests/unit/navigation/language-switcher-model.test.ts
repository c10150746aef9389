import { describe, expect, it } from 'vitest';
import { UnsupportedLanguageError } from '../../../src/i18n/languages.ts';
import { languageSwitcherModel } from '../../../src/navigation/index.ts';
import { siteFixture, singleLocaleSiteWithoutPhone } from '../support/site-fixtures.ts';

describe('language switcher (spec §2 "Language switcher")', () => {
  it('is not shown when the site accepts a single locale', () => {
    expect(languageSwitcherModel(singleLocaleSiteWithoutPhone(), 'en')).toBeNull();
  });

  it('links each accepted locale to /user/switch-language/{locale}, named in itself, current marked', () => {
    const model = languageSwitcherModel(siteFixture(), 'fr');
    expect(model?.labelId).toBe('languageSwitcher.label');
    expect(model?.options).toEqual([
      {
        language: 'de',
        locale: 'de-CH',
        name: 'Deutsch',
        href: '/user/switch-language/de-CH',
        lang: 'de',
        hreflang: 'de-CH',
        current: false,
      },
      {
        language: 'en',
        locale: 'en-CH',
        name: 'English',
        href: '/user/switch-language/en-CH',
        lang: 'en',
        hreflang: 'en-CH',
        current: false,
      },
      {
        language: 'fr',
        locale: 'fr-CH',
        name: 'français',
        href: '/user/switch-language/fr-CH',
        lang: 'fr',
        hreflang: 'fr-CH',
        current: true,
      },
      {
        language: 'it',
        locale: 'it-CH',
        name: 'italiano',
        href: '/user/switch-language/it-CH',
        lang: 'it',
        hreflang: 'it-CH',
        current: false,
      },
    ]);
  });

  it('names every supported language in itself', () => {
    const site = siteFixture({
      acceptedLocales: ['en-US', 'de-DE', 'nl-NL', 'fr-FR', 'it-IT', 'es-ES', 'pt-BR', 'ja-JP'],
    });
    const names = languageSwitcherModel(site, 'ja')?.options.map((option) => option.name);
    expect(names).toEqual([
      'English',
      'Deutsch',
      'Nederlands',
      'français',
      'italiano',
      'español',
      'português',
      '日本語',
    ]);
    const current = languageSwitcherModel(site, 'ja')?.options.filter((option) => option.current);
    expect(current?.map((option) => option.locale)).toEqual(['ja-JP']);
  });

  it('accepts market spellings (de_AT) and links the BCP 47 form', () => {
    const site = siteFixture({ acceptedLocales: ['de_AT', 'en_AT'] });
    expect(languageSwitcherModel(site, 'de')?.options.map((option) => option.href)).toEqual([
      '/user/switch-language/de-AT',
      '/user/switch-language/en-AT',
    ]);
  });

  it('throws an error naming an unsupported language among the accepted locales', () => {
    const site = siteFixture({ acceptedLocales: ['de-CH', 'ru-RU'] });
    expect(() => languageSwitcherModel(site, 'de')).toThrow(UnsupportedLanguageError);
    expect(() => languageSwitcherModel(site, 'de')).toThrow(/"ru"/);
  });

  it('throws an error naming an unsupported current language', () => {
    expect(() => languageSwitcherModel(siteFixture(), 'sv' as 'en')).toThrow(/"sv"/);
  });
});
