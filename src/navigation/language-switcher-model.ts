import { assertLanguage, languageNames, type Language } from '../i18n/languages.ts';
import { languageOf, toBcp47 } from '../i18n/locale.ts';
import type { PublicSite } from '../markets/public-site.ts';
import type { LanguageOption, LanguageSwitcherModel } from './types.ts';

/**
 * The language switcher: null when the site accepts a single locale. Throws
 * `UnsupportedLanguageError` (naming the language) when a locale of the site
 * or the current language is not one of the eight.
 */
export function languageSwitcherModel(
  site: Pick<PublicSite, 'acceptedLocales'>,
  language: Language,
): LanguageSwitcherModel | null {
  const current = assertLanguage(language);
  const options = site.acceptedLocales.map((accepted): LanguageOption => {
    const locale = toBcp47(accepted);
    const optionLanguage = languageOf(locale);
    return {
      language: optionLanguage,
      locale,
      name: languageNames[optionLanguage],
      href: `/user/switch-language/${locale}`,
      lang: optionLanguage,
      hreflang: locale,
      current: optionLanguage === current,
    };
  });
  if (options.length <= 1) return null;
  return { labelId: 'languageSwitcher.label', currentLabelId: 'languageSwitcher.current', options };
}
