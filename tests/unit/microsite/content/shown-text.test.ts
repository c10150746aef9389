import { describe, expect, it } from 'vitest';
import type { Category, Year } from '../../../../src/microsite/content/awards-model.ts';
import {
  anyInEnglish,
  shownNameOrText,
  shownText,
  textInMessage,
} from '../../../../src/microsite/content/shown-text.ts';
import { categoryChip, yearChip } from '../../../../src/microsite/entry-chips.ts';
import type { PageContext } from '../../../../src/microsite/page-context.ts';
import { createMicrositeTranslator } from '../../../../src/microsite/texts/translator.ts';

// How a page shows a content text (issue 35, `fallback: en`): in its own
// language, or in English marked lang="en" where the entry lacks the page's;
// inside a translated sentence, only the text's own part marked; and the
// chips of categories and years, with that language and the Draft mark.

const packaging = { en: 'Packaging', fr: 'Emballage' };

describe('a shown text', () => {
  it('is the page’s language’s, unmarked', () => {
    expect(shownText(packaging, 'fr')).toEqual({ text: 'Emballage', lang: undefined });
    expect(shownText(packaging, 'en')).toEqual({ text: 'Packaging', lang: undefined });
  });

  it('is the English one, marked, where the page’s language is missing', () => {
    expect(shownText(packaging, 'de')).toEqual({ text: 'Packaging', lang: 'en' });
    expect(anyInEnglish([shownText(packaging, 'fr'), undefined])).toBe(false);
    expect(anyInEnglish([shownText(packaging, 'fr'), shownText(packaging, 'de')])).toBe(true);
  });

  it('is a name as written, in every language', () => {
    expect(shownNameOrText('Kitchen Garden Seeds', 'ja')).toEqual({
      text: 'Kitchen Garden Seeds',
      lang: undefined,
    });
    expect(shownNameOrText(packaging, 'ja')).toEqual({ text: 'Packaging', lang: 'en' });
  });
});

describe('a shown text in a translated sentence', () => {
  const german = createMicrositeTranslator('de-DE', 'Best Design Awards');
  const lead = (theme: string) => german.t('index.winnersLead', { theme });

  it('is split around the English text, so that only the text is marked', () => {
    const craft = shownText({ en: 'Craft' }, 'de');
    expect(textInMessage(craft, lead)).toEqual({
      before: 'Thema des Jahres: ',
      text: craft,
      after: '',
    });
    expect(textInMessage(craft, (value) => `«${value}» und mehr`)).toEqual({
      before: '«',
      text: craft,
      after: '» und mehr',
    });
  });

  it('is the sentence as it is in the page’s language', () => {
    const handwerk = shownText({ en: 'Craft', de: 'Handwerk' }, 'de');
    expect(textInMessage(handwerk, lead)).toEqual({
      before: lead('Handwerk'),
      text: undefined,
      after: '',
    });
  });

  it('is the sentence as it is when the sentence does not show the text once', () => {
    const craft = shownText({ en: 'Craft' }, 'de');
    expect(textInMessage(craft, () => 'Ohne Thema')).toEqual({
      before: 'Ohne Thema',
      text: undefined,
      after: '',
    });
    expect(textInMessage(craft, (value) => `${value} & ${value}`).text).toBeUndefined();
  });

  it('is the text alone without a sentence', () => {
    const craft = shownText({ en: 'Craft' }, 'de');
    expect(textInMessage(craft)).toEqual({ before: '', text: craft, after: '' });
  });
});

describe('the chip of a category or a year', () => {
  const context = (language: 'en' | 'de') =>
    ({
      site: {
        key: `${language}-site`,
        language,
        segment: language === 'en' ? undefined : language,
      },
      t: createMicrositeTranslator(language === 'en' ? 'en-US' : 'de-DE', 'Best Design Awards').t,
    }) as unknown as PageContext;
  const category = {
    id: 'packaging',
    name: { en: 'Packaging' },
    summary: { en: 'Boxes.' },
    accent: '#c2562f',
  } as Category;
  const year = { id: '2023', year: 2023 } as Year;

  it('shows the name in English, marked, on a page in a language the category lacks', () => {
    expect(categoryChip(context('de'), category)).toEqual({
      href: '/best-design-awards/de/categories/packaging/',
      label: 'Packaging',
      lang: 'en',
      accent: '#c2562f',
      draftMark: undefined,
    });
    expect(categoryChip(context('en'), category, '#packaging')).toMatchObject({
      href: '#packaging',
      lang: undefined,
    });
  });

  it('carries the Draft mark, in the page’s language, for a draft', () => {
    expect(categoryChip(context('de'), { ...category, draft: true }).draftMark).toBe('Entwurf');
    expect(yearChip(context('de'), { ...year, draft: true })).toEqual({
      href: '/best-design-awards/de/2023/',
      label: '2023',
      lang: undefined,
      draftMark: 'Entwurf',
    });
    expect(yearChip(context('en'), year).draftMark).toBeUndefined();
  });
});
