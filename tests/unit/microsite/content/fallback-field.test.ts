import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { checkContentFiles } from '../../../../src/microsite/content/check-content.ts';
import { parseContentFile } from '../../../../src/microsite/content/content-files.ts';
import { formatProblems } from '../../../../src/microsite/content/content-problem.ts';
import { requiredLanguages } from '../../../../src/microsite/content/fallback-field.ts';
import { localizedFieldPaths } from '../../../../src/microsite/content/localized-fields.ts';
import { missingTextMessage } from '../../../../src/microsite/content/localized.ts';
import {
  categorySchema,
  winnerSchema,
  yearSchema,
} from '../../../../src/microsite/content/schemas.ts';
import { micrositeLanguages } from '../../../../src/microsite/sites.ts';
import { repo } from '../../support/project-copy.ts';

// `fallback: en` (issue 35): an entry that says it may lack every language
// but English; without it, every built site's language is required as
// before, and the message of a missing one names the file, the field (with
// the language) and both fixes. A misspelt value is refused with the one
// value there is.

const winner = winnerSchema({ image: z.string(), category: z.string(), year: z.string() });

const english = (text: string) => ({ en: text });

const englishYear = {
  year: 2026,
  theme: english('Design for everyone'),
  summary: english('A year for everyone.'),
  entries: 5210,
  ceremony: { date: '2026-11-13', city: english('Vienna') },
  jury: ['Priya Raman'],
};

const englishCategory = {
  name: english('Posters'),
  summary: english('Posters that stop people in the street.'),
  accent: '#2f6fb3',
};

const englishWinner = {
  title: english('City of Rennes Brand Guide'),
  designer: 'Beatriz Costa',
  category: 'posters',
  year: '2026',
  award: 'gold',
  image: '../images/x.svg',
  imageAlt: english('A brand guide'),
  description: english('A guide.'),
  highlight: { quote: english('Clear.'), by: 'Hannah Vogel' },
};

/** Each issue as "field: message". */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const otherLanguages = micrositeLanguages.filter((language) => language !== 'en');

describe('fallback: en', () => {
  it('publishes a year, a category and a winner with their English texts only', () => {
    expect(issues(yearSchema, { ...englishYear, fallback: 'en' })).toEqual([]);
    expect(issues(categorySchema, { ...englishCategory, fallback: 'en' })).toEqual([]);
    expect(issues(winner, { ...englishWinner, fallback: 'en' })).toEqual([]);
    expect(yearSchema.parse({ ...englishYear, fallback: 'en' }).fallback).toBe('en');
  });

  it('still requires English, the text every language falls back to', () => {
    const year = { ...englishYear, fallback: 'en', summary: { de: 'Ein Jahr für alle.' } };
    expect(issues(yearSchema, year)).toEqual([`summary.en: ${missingTextMessage('en')}`]);
  });

  it('refuses any other value, saying which one there is', () => {
    const refused = issues(categorySchema, { ...englishCategory, fallback: 'de' });
    expect(refused[0]).toBe(
      'fallback: "de" is not a language a text can fall back to; write "fallback: en" (English, the only one) or delete the line to require every language (docs/editors.md "Publish before the translations are done")',
    );
  });
});

describe('without fallback: en', () => {
  it('requires every built site’s language in every localized text, nested and optional ones too', () => {
    const fields = issues(winner, englishWinner).map((issue) => issue.split(':')[0]);
    for (const field of ['title', 'imageAlt', 'description', 'highlight.quote']) {
      expect(fields, field).toEqual(
        expect.arrayContaining(otherLanguages.map((language) => `${field}.${language}`)),
      );
    }
    expect(fields).toHaveLength(4 * otherLanguages.length);
    expect(issues(yearSchema, englishYear)).toContain(
      `ceremony.city.ja: ${missingTextMessage('ja')}`,
    );
  });

  it('names both fixes in the message of a missing text', () => {
    const message = missingTextMessage('fr');
    expect(message).toContain('the français (fr) text is missing');
    expect(message).toContain('a "fr:" line');
    expect(message).toContain('"fallback: en"');
  });

  it('reports a missing language along with the file’s other problems, all at once', () => {
    const withoutDescription = Object.fromEntries(
      Object.entries(englishWinner).filter(([field]) => field !== 'description'),
    );
    const result = issues(winner, { ...withoutDescription, award: 'platinum' });
    expect(result).toContainEqual(expect.stringMatching(/^award: Invalid option/));
    expect(result).toContainEqual(expect.stringMatching(/^description: /));
    expect(result).toContain(`title.de: ${missingTextMessage('de')}`);
  });
});

describe('the content check', () => {
  const file = 'src/content/years/2024.md';
  const withoutGerman = readFileSync(join(repo, file), 'utf8').replace(/^ +de: .+\n/gm, '');
  const check = (text: string) => {
    const parsed = parseContentFile('years', file, '2024.md', text);
    if (!('collection' in parsed)) throw new Error(formatProblems([parsed]));
    return formatProblems(checkContentFiles([parsed], { imageExists: () => true }));
  };

  it('names the file, the field with the language, and the fix of each missing text', () => {
    const lines = check(withoutGerman).split('\n');
    expect(lines).toEqual([
      `${file}: ceremony.city.de: ${missingTextMessage('de')}`,
      `${file}: summary.de: ${missingTextMessage('de')}`,
      `${file}: theme.de: ${missingTextMessage('de')}`,
    ]);
  });

  it('passes the same file once it says fallback: en', () => {
    expect(check(withoutGerman.replace(/^---\n/, '---\nfallback: en\n'))).toBe('');
  });
});

describe('the languages an entry’s texts need', () => {
  it('are English alone with fallback: en, every built site’s without it', () => {
    expect(requiredLanguages({ fallback: 'en' })).toEqual(['en']);
    expect([...requiredLanguages({})].sort()).toEqual([...micrositeLanguages].sort());
    expect([...requiredLanguages({ fallback: 'de' })].sort()).toEqual(
      [...micrositeLanguages].sort(),
    );
    expect(requiredLanguages(null)).toContain('ja');
  });
});

describe('the localized texts of an entry', () => {
  it('are found in its schema, nested and optional ones included', () => {
    expect(localizedFieldPaths(categorySchema)).toEqual(['name', 'summary']);
    expect(localizedFieldPaths(yearSchema)).toEqual(['theme', 'summary', 'ceremony.city']);
    expect(localizedFieldPaths(winner)).toEqual([
      'title',
      'imageAlt',
      'description',
      'highlight.quote',
    ]);
  });
});
