import { describe, expect, it } from 'vitest';
import {
  buildAwardsModel,
  type Entry,
  type WinnerData,
} from '../../../../src/microsite/content/awards-model.ts';
import { category, text, year } from './support/award-entries.ts';

// Drafts and the order of winners and categories (issue 35): a draft is in
// the dev preview's model and in no production page; `order` moves an entry
// within its award level (winners) or the list (categories), and without it
// the order is the documented default.

const winner = (
  title: string,
  data: Partial<Omit<WinnerData<string>, 'category' | 'year'>> & {
    category?: string;
    year?: string;
  } = {},
): Entry<WinnerData<string>> => {
  const { category: categoryId = 'posters', year: yearId = '2024', ...rest } = data;
  return {
    id: `${yearId}/${title.toLowerCase().replaceAll(' ', '-')}`,
    data: {
      title,
      designer: 'Someone',
      award: 'gold',
      image: 'x.svg',
      description: text('Description'),
      ...rest,
      category: { id: categoryId },
      year: { id: yearId },
    },
  };
};

const titles = (model: { winners: { title: unknown }[] }) => model.winners.map((w) => w.title);
const production = { includeDrafts: false };
const preview = { includeDrafts: true };

describe('drafts', () => {
  const categories = [
    category('posters', { order: 1 }),
    category('books', { order: 2, draft: true }),
  ];
  const years = [year(2024), year(2025, { draft: true })];
  const winners = [
    winner('Published'),
    winner('Draft winner', { draft: true }),
    winner('In a draft category', { category: 'books' }),
    winner('In a draft year', { year: '2025' }),
  ];

  it('are left out of a production build, with the winners of a draft category or year', () => {
    const model = buildAwardsModel(categories, years, winners, production);
    expect(model.categories.map((c) => c.id)).toEqual(['posters']);
    expect(model.years.map((y) => y.id)).toEqual(['2024']);
    expect(titles(model)).toEqual(['Published']);
  });

  it('are all in the dev preview, marked as drafts', () => {
    const model = buildAwardsModel(categories, years, winners, preview);
    expect(model.categories.map((c) => [c.id, c.draft ?? false])).toEqual([
      ['posters', false],
      ['books', true],
    ]);
    expect(model.years.map((y) => y.id)).toEqual(['2025', '2024']);
    expect(titles(model)).toHaveLength(4);
    expect(model.winners.find((w) => w.title === 'Draft winner')?.draft).toBe(true);
  });
});

describe('order', () => {
  const categories = [
    category('posters', { order: 2 }),
    category('books', { order: 1 }),
    category('apparel'),
  ];
  const years = [year(2024)];

  it('by default: gold, silver, bronze, then the category’s order, then the English title', () => {
    const model = buildAwardsModel(
      categories,
      years,
      [
        winner('Zebra', { category: 'books', award: 'silver' }),
        winner('Beta', { category: 'posters' }),
        winner('Alpha', { category: 'posters' }),
        winner('Tee', { category: 'apparel' }),
        winner('Yak', { category: 'books' }),
      ],
      production,
    );
    expect(titles(model)).toEqual(['Yak', 'Alpha', 'Beta', 'Tee', 'Zebra']);
    // Categories without an order come after those with one, by id.
    expect(model.categories.map((c) => c.id)).toEqual(['books', 'posters', 'apparel']);
  });

  it('puts winners with an order first within their award level, smallest first', () => {
    const model = buildAwardsModel(
      categories,
      years,
      [
        winner('Yak', { category: 'books' }),
        winner('Beta', { category: 'posters', order: 2 }),
        winner('Alpha', { category: 'posters', order: 1 }),
        winner('Bronze first', { award: 'bronze', order: 0 }),
      ],
      production,
    );
    expect(titles(model)).toEqual(['Alpha', 'Beta', 'Yak', 'Bronze first']);
  });
});
