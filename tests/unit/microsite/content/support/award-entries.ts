import type {
  CategoryData,
  Entry,
  YearData,
} from '../../../../../src/microsite/content/awards-model.ts';

// Categories and years as Astro's collections give them to buildAwardsModel,
// for the tests of the awards model: `data` sets what a test depends on, the
// other fields have any valid value.

/** A text in English and German. */
export const text = (en: string) => ({ en, de: `${en} (de)` });

/** The category `id`, from src/content/categories/<id>.md. */
export function category(id: string, data: Partial<CategoryData> = {}): Entry<CategoryData> {
  return {
    id,
    filePath: `src/content/categories/${id}.md`,
    data: { name: text(id), summary: text(id), accent: '#123456', ...data },
  };
}

/** The year `value`, from src/content/years/<value>.md. */
export function year(value: number, data: Partial<YearData> = {}): Entry<YearData> {
  return {
    id: String(value),
    filePath: `src/content/years/${value}.md`,
    data: {
      year: value,
      theme: text('Theme'),
      summary: text('Summary'),
      entries: 100,
      ceremony: { date: new Date(`${value}-11-15`), city: text('Berlin') },
      jury: ['A. Juror'],
      ...data,
    },
  };
}
