import { describe, expect, it } from 'vitest';
import {
  buildAwardsModel,
  type Entry,
  type WinnerData,
  type YearData,
} from '../../../../src/microsite/content/awards-model.ts';
import { category, text, year } from './support/award-entries.ts';

const winner = (
  id: string,
  categoryId: string,
  yearId: string,
  award: 'gold' | 'silver' | 'bronze',
): Entry<WinnerData<string>> => ({
  id,
  filePath: `src/content/winners/${id}.md`,
  data: {
    title: id,
    designer: 'Someone',
    category: { id: categoryId },
    year: { id: yearId },
    award,
    image: `${id}.svg`,
    description: text('Description'),
  },
});

describe('buildAwardsModel', () => {
  const categories = [category('packaging', { order: 2 }), category('logo-identity', { order: 1 })];
  const years = [year(2023), year(2025), year(2024)];

  it('orders categories by their order field and years newest first', () => {
    const model = buildAwardsModel(categories, years, []);
    expect(model.categories.map((c) => c.id)).toEqual(['logo-identity', 'packaging']);
    expect(model.years.map((y) => y.year)).toEqual([2025, 2024, 2023]);
  });

  it('resolves each winner to its category and year, gold before silver before bronze', () => {
    const model = buildAwardsModel(categories, years, [
      winner('2024/bronze-one', 'logo-identity', '2024', 'bronze'),
      winner('2024/gold-pack', 'packaging', '2024', 'gold'),
      winner('2024/gold-logo', 'logo-identity', '2024', 'gold'),
      winner('2023/silver-one', 'packaging', '2023', 'silver'),
    ]);
    expect(model.winners.map((w) => w.anchor)).toEqual([
      'gold-logo',
      'gold-pack',
      'silver-one',
      'bronze-one',
    ]);
    const [first] = model.winners;
    expect(first?.category.name.en).toBe('logo-identity');
    expect(first?.year.year).toBe(2024);
    const year2024 = model.years.find((y) => y.year === 2024);
    expect(year2024 && model.winnersOfYear(year2024).map((w) => w.anchor)).toEqual([
      'gold-logo',
      'gold-pack',
      'bronze-one',
    ]);
    const packaging = model.categories.find((c) => c.id === 'packaging');
    expect(packaging && model.winnersOfCategory(packaging).map((w) => w.anchor)).toEqual([
      'gold-pack',
      'silver-one',
    ]);
  });

  it('fails with the file and the field when a winner names an unknown category', () => {
    expect(() =>
      buildAwardsModel(categories, years, [winner('2024/lost', 'posters', '2024', 'gold')]),
    ).toThrow(
      'src/content/winners/2024/lost.md: category: no category "posters"; expected one of logo-identity, packaging',
    );
  });

  it('fails with the file and the field when a winner names a year without a file', () => {
    expect(() =>
      buildAwardsModel(categories, years, [winner('2019/old', 'packaging', '2019', 'gold')]),
    ).toThrow('src/content/winners/2019/old.md: year: no year "2019"');
  });

  it('fails when a year file is named differently from its year', () => {
    const misnamed: Entry<YearData> = { ...year(2022), id: '2021' };
    expect(() => buildAwardsModel(categories, [misnamed], [])).toThrow(
      'src/content/years/2022.md: year: is 2022 but the file is named 2021',
    );
  });
});
