import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../../../../src/i18n/languages.ts';
import de from '../../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../../src/i18n/messages/en.json' with { type: 'json' };
import es from '../../../../src/i18n/messages/es.json' with { type: 'json' };
import fr from '../../../../src/i18n/messages/fr.json' with { type: 'json' };
import it_ from '../../../../src/i18n/messages/it.json' with { type: 'json' };
import ja from '../../../../src/i18n/messages/ja.json' with { type: 'json' };
import nl from '../../../../src/i18n/messages/nl.json' with { type: 'json' };
import pt from '../../../../src/i18n/messages/pt.json' with { type: 'json' };
import { signature } from '../icu-signature.ts';

const catalogues: Record<Language, Record<string, string>> = {
  en,
  de,
  nl,
  fr,
  it: it_,
  es,
  pt,
  ja,
};
const englishKeys = Object.keys(en).sort();
const translations = languages.filter((language) => language !== 'en');

/**
 * Keys whose translation is the same word as in English, because the language
 * uses it too (loanwords) or it is a product name. Anything else equal to the
 * English text is an untranslated copy.
 */
const sameAsEnglish: Record<Exclude<Language, 'en'>, string[]> = {
  de: [
    'avatar.offline',
    'avatar.online',
    'header.badgeOverflow',
    'nav.bestDesignAwards',
    'nav.blog',
    'nav.community',
    'nav.group.community',
    'nav.inspiration',
    'nav.ndas',
    'nav.pro',
    'nav.proSelect',
    'nav.studio',
  ],
  nl: [
    'avatar.offline',
    'avatar.online',
    'header.badgeOverflow',
    'nav.bestDesignAwards',
    'nav.blog',
    'nav.community',
    'nav.group.community',
    'nav.pro',
    'nav.proSelect',
    'nav.studio',
  ],
  fr: [
    'header.badgeOverflow',
    'messages.title',
    'nav.blog',
    'nav.designers',
    'nav.inspiration',
    'nav.pro',
    'nav.proSelect',
    'nav.studio',
    'nav.transactions',
    'notifications.title',
  ],
  it: [
    'avatar.offline',
    'avatar.online',
    'header.badgeOverflow',
    'nav.blog',
    'nav.community',
    'nav.group.community',
    'nav.pro',
    'nav.proSelect',
    'nav.studio',
    'nav.webDesign',
  ],
  es: ['header.badgeOverflow', 'nav.blog', 'nav.pro', 'nav.proSelect', 'nav.studio'],
  pt: [
    'avatar.offline',
    'avatar.online',
    'header.badgeOverflow',
    'nav.designers',
    'nav.pro',
    'nav.proSelect',
    'nav.studio',
    'nav.webDesign',
  ],
  ja: ['header.badgeOverflow', 'nav.pro', 'nav.proSelect', 'nav.studio'],
};

/** The plural categories a language needs for the counts a badge can show (0 to 1000). */
function pluralCategoriesUsed(language: Language): string[] {
  const rules = new Intl.PluralRules(language);
  const used = new Set<string>();
  for (let count = 0; count <= 1000; count += 1) used.add(rules.select(count));
  return [...used].sort();
}

describe('message catalogues (design.md §4 "Languages")', () => {
  it.each(translations)('%s has exactly the keys of English', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(englishKeys);
  });

  it.each(languages)('%s has no empty message', (language) => {
    const empty = Object.entries(catalogues[language]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(languages)('%s parses as ICU MessageFormat', (language) => {
    for (const [key, text] of Object.entries(catalogues[language])) {
      expect(() => signature(text), `${language} ${key}`).not.toThrow();
    }
  });

  it.each(translations)(
    '%s keeps every placeholder, select option and exact plural case',
    (language) => {
      for (const key of englishKeys) {
        const english = signature(en[key as keyof typeof en]);
        const translated = signature(catalogues[language][key] ?? '');
        expect(
          {
            arguments: translated.arguments,
            selectOptions: translated.selectOptions,
            exactCases: translated.exactCases,
          },
          `${language} ${key}`,
        ).toEqual({
          arguments: english.arguments,
          selectOptions: english.selectOptions,
          exactCases: english.exactCases,
        });
      }
    },
  );

  it.each(languages)(
    '%s gives every plural the categories of its language, and no others',
    (language) => {
      const needed = pluralCategoriesUsed(language);
      const allowed = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      for (const [key, text] of Object.entries(catalogues[language])) {
        for (const plural of signature(text).plurals) {
          const categories = plural.options.filter((option) => !option.startsWith('=')).sort();
          expect(categories, `${language} ${key}`).toEqual(expect.arrayContaining(needed));
          expect(
            categories.filter((c) => !allowed.includes(c)),
            `${language} ${key}`,
          ).toEqual([]);
        }
      }
    },
  );

  it.each(translations)('%s is translated, not copied from English', (language) => {
    const copies = englishKeys.filter(
      (key) => catalogues[language][key] === en[key as keyof typeof en],
    );
    expect(copies.sort()).toEqual([...sameAsEnglish[language]].sort());
    expect(copies.length).toBeLessThanOrEqual(englishKeys.length / 10);
  });

  it.each(['en' as const, ...translations])(
    '%s names the brand through {brand}, never a hard-coded brand (two brand groups)',
    (language) => {
      for (const [key, text] of Object.entries(catalogues[language])) {
        expect(text, `${language} ${key}`).not.toMatch(/Designmarket|Gestaltwerk/);
      }
      for (const key of ['header.homeLink', 'footer.copyright', 'social.facebook']) {
        expect(catalogues[language][key], `${language} ${key}`).toContain('{brand}');
      }
    },
  );

  it('has the English texts of the spec word for word (§6, §8)', () => {
    expect(en['messages.errorTitle']).toBe('Unable to load messages');
    expect(en['messages.errorText']).toBe(
      'An error occured and we were unable to load your messages.',
    );
    expect(en['messages.retry']).toBe('Try again');
    expect(en['messages.empty']).toBe('You have no messages');
    expect(en['notifications.empty']).toBe('No notifications found.');
    expect(en['messages.loggedOut']).toBe('Please log in to view your messages');
    expect(en['notifications.markAllRead']).toBe('Mark all read');
    expect(en['nav.agencies']).toBe('Agencies');
    expect(en['nav.studio']).toBe('Studio');
    expect(en['nav.pro']).toBe('Pro');
  });

  it('names the programme as decided, per language (one name in the footer and the microsite)', () => {
    expect({
      en: en['nav.bestDesignAwards'],
      de: de['nav.bestDesignAwards'],
      nl: nl['nav.bestDesignAwards'],
      fr: fr['nav.bestDesignAwards'],
      it: it_['nav.bestDesignAwards'],
      es: es['nav.bestDesignAwards'],
      pt: pt['nav.bestDesignAwards'],
      ja: ja['nav.bestDesignAwards'],
    }).toEqual({
      en: 'Best Design Awards',
      de: 'Best Design Awards',
      nl: 'Best Design Awards',
      fr: 'Prix du meilleur design',
      it: 'Premi per il miglior design',
      es: 'Premios al mejor diseño',
      pt: 'Prémios de melhor design',
      ja: 'ベストデザインアワード',
    });
  });

  it('ja has one word for notifications (通知) and one for contests (コンペ)', () => {
    const texts = Object.values(ja).join('\n');
    expect(texts).not.toMatch(/お知らせ|コンテスト/);
    expect(ja['notifications.title']).toBe('通知');
  });
});
