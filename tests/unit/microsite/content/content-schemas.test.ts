import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { missingTextMessage } from '../../../../src/microsite/content/localized.ts';
import { shownNameOrText } from '../../../../src/microsite/content/shown-text.ts';
import { micrositeSites } from '../../../../src/microsite/sites.ts';
import {
  categorySchema,
  winnerSchema,
  yearSchema,
} from '../../../../src/microsite/content/schemas.ts';

// The content collections' front matter (issue 7 "Pages and content"). At
// build time Astro supplies image() and reference(); here plain strings
// stand in for both.

const winner = winnerSchema({ image: z.string(), category: z.string(), year: z.string() });

/** A text in the languages of every built site: the English one, marked with each language. */
function inEveryLanguage(en: string): Record<string, string> {
  return Object.fromEntries(
    micrositeSites.map((site) => [
      site.language,
      site.language === 'en' ? en : `${en} (${site.language})`,
    ]),
  );
}

const validCategory = {
  order: 3,
  name: inEveryLanguage('Packaging'),
  summary: inEveryLanguage('Boxes and labels.'),
  accent: '#c2562f',
  marketplacePath: '/product-packaging-design',
};

const validYear = {
  year: 2024,
  theme: inEveryLanguage('Craft'),
  summary: inEveryLanguage('A year of craft.'),
  entries: 4518,
  ceremony: { date: '2024-11-15', city: inEveryLanguage('Berlin') },
  jury: ['Hannah Vogel'],
};

const validWinner = {
  title: 'Nordlicht Coffee Roasters',
  designer: 'Mira Lindqvist',
  category: 'logo-identity',
  year: '2024',
  award: 'gold',
  image: '../images/nordlicht.svg',
  description: inEveryLanguage('A hand-drawn aurora.'),
  highlight: {
    quote: inEveryLanguage('Drawn, not prompted.'),
    by: 'Hannah Vogel',
  },
};

/** The dotted paths of every issue, as Astro prints them in the build error. */
function failingFields(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.map(String).join('.'));
}

describe('category front matter', () => {
  it('accepts a complete category', () => {
    expect(failingFields(categorySchema, validCategory)).toEqual([]);
  });

  it('names a missing text with its language, for every language a site is built in', () => {
    for (const { language } of micrositeSites) {
      const name = Object.fromEntries(
        Object.entries(validCategory.name).filter(([key]) => key !== language),
      );
      const result = categorySchema.safeParse({ ...validCategory, name });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
        `name.${language}`,
      ]);
      expect(result.error?.issues[0]?.message).toBe(missingTextMessage(language));
      expect(missingTextMessage(language)).toContain(`(${language})`);
    }
  });

  it('names an accent that is not a colour and an unknown field', () => {
    const fields = failingFields(categorySchema, {
      ...validCategory,
      accent: 'orange',
      colour: '#fff',
    });
    expect(fields).toContain('accent');
    expect(fields).toContain('');
    const result = categorySchema.safeParse({ ...validCategory, colour: '#fff' });
    expect(JSON.stringify(result.error?.issues)).toContain('colour');
  });

  it('rejects a language key that is not one of the eight', () => {
    expect(
      failingFields(categorySchema, { ...validCategory, name: { ...validCategory.name, xx: 'c' } }),
    ).toEqual(['name']);
  });
});

describe('year front matter', () => {
  it('accepts a complete year and reads the ceremony date as a date', () => {
    const parsed = yearSchema.parse(validYear);
    expect(parsed.ceremony.date.toISOString()).toBe('2024-11-15T00:00:00.000Z');
  });

  it('names an empty jury and a year that is not a number', () => {
    expect(failingFields(yearSchema, { ...validYear, jury: [], year: 'last year' })).toEqual([
      'year',
      'jury',
    ]);
  });
});

describe('winner front matter', () => {
  it('takes a title as one name, or per language when it describes the work', () => {
    expect(failingFields(winner, validWinner)).toEqual([]);
    const described = { ...validWinner, title: inEveryLanguage('City of Rennes Brand Guide') };
    expect(failingFields(winner, described)).toEqual([]);
    const withoutJapanese = Object.fromEntries(
      Object.entries(described.title).filter(([language]) => language !== 'ja'),
    );
    const result = winner.safeParse({ ...described, title: withoutJapanese });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title.ja', missingTextMessage('ja')],
    ]);
    expect(failingFields(winner, { ...validWinner, title: ' ' })).toEqual(['title']);
    const title = {
      en: 'City of Rennes Brand Guide',
      fr: 'Charte graphique de la Ville de Rennes',
    };
    expect(shownNameOrText(title, 'fr').text).toBe('Charte graphique de la Ville de Rennes');
    expect(shownNameOrText(validWinner.title, 'fr').text).toBe('Nordlicht Coffee Roasters');
  });

  it('accepts a winner with and without a highlight quote', () => {
    expect(failingFields(winner, validWinner)).toEqual([]);
    expect(failingFields(winner, { ...validWinner, highlight: undefined })).toEqual([]);
  });

  it('names every missing required field', () => {
    expect(failingFields(winner, { title: 'Only a title' }).sort()).toEqual(
      ['award', 'category', 'description', 'designer', 'image', 'year'].sort(),
    );
  });

  it('names an award that is not gold, silver or bronze', () => {
    expect(failingFields(winner, { ...validWinner, award: 'platinum' })).toEqual(['award']);
  });

  it('names a highlight quote without its author', () => {
    expect(
      failingFields(winner, { ...validWinner, highlight: { quote: validWinner.highlight.quote } }),
    ).toEqual(['highlight.by']);
  });
});

// The shipped sample (issue 7): at least 8 categories, 5 years and 60 winners.
// Every file is validated against the schemas above by the build itself
// (content-build-error.test.ts shows that a bad file fails it).
describe('the sample content', () => {
  const contentDir = fileURLToPath(new URL('../../../../src/content/', import.meta.url));
  const markdownIn = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? markdownIn(join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [join(dir, entry.name)]
          : [],
    );

  it.each([
    ['categories', 8],
    ['years', 5],
    ['winners', 60],
  ] as const)('has at least the required number of %s', (collection, minimum) => {
    expect(markdownIn(join(contentDir, collection)).length).toBeGreaterThanOrEqual(minimum);
  });

  it('gives every winner a small image file next to the content, and a text in every site’s language', () => {
    for (const file of markdownIn(join(contentDir, 'winners'))) {
      const text = readFileSync(file, 'utf8');
      const image = /^image: (.+)$/m.exec(text)?.[1]?.trim();
      expect(image, file).toMatch(/\.(svg|webp)$/);
      const size = readFileSync(join(file, '..', image ?? '')).byteLength;
      expect(size, `${file}: ${image}`).toBeLessThan(20_000);
      const description = /^description:\n((?: {2}.+\n)+)/m.exec(text)?.[1] ?? '';
      for (const { language } of micrositeSites) {
        expect(description, `${file}: description.${language}`).toMatch(
          new RegExp(`^ {2}${language}: .+$`, 'm'),
        );
      }
    }
  });
});
