import type { z } from 'astro/zod';
import { awardLevels, type AwardLevel, type categorySchema, type yearSchema } from './schemas.ts';
import type { LocalizedText, NameOrText } from './localized.ts';
import { shownNameOrText } from './shown-text.ts';

// The content collections joined into what the pages show: categories in
// their order, years newest first, winners with their category and year
// resolved. A winner that names a category or year with no file fails the
// build with the winner's file and the field named. Drafts (`draft: true`)
// are in the model of the dev preview and left out of a production build's,
// and so out of every page, link, list and the sitemap; a winner of a draft
// category or year is left out with it.

export type CategoryData = z.infer<typeof categorySchema>;
export type YearData = z.infer<typeof yearSchema>;

export interface Entry<Data> {
  id: string;
  /** The content file, relative to the project (Astro's `filePath`). */
  filePath?: string | undefined;
  data: Data;
}

export interface WinnerData<Image> {
  title: NameOrText;
  designer: string;
  studio?: string | undefined;
  category: { id: string };
  year: { id: string };
  award: AwardLevel;
  /** Position within the award level, smallest first (winners without one follow). */
  order?: number | undefined;
  /** Shown only in the dev preview, marked "Draft". */
  draft?: boolean | undefined;
  image: Image;
  imageAlt?: LocalizedText | undefined;
  description: LocalizedText;
  highlight?: { quote: LocalizedText; by: string } | undefined;
}

export type Category = CategoryData & { id: string };
export type Year = YearData & { id: string };

export interface Winner<Image> extends Omit<WinnerData<Image>, 'category' | 'year'> {
  id: string;
  /** The anchor of the winner on category and year pages. */
  anchor: string;
  category: Category;
  year: Year;
}

export interface AwardsModel<Image> {
  categories: Category[];
  /** Newest first. */
  years: Year[];
  winners: Winner<Image>[];
  winnersOfYear(year: Year): Winner<Image>[];
  winnersOfCategory(category: Category): Winner<Image>[];
}

export class ContentReferenceError extends Error {
  constructor(file: string, field: string, message: string) {
    super(`${file}: ${field}: ${message}`);
    this.name = 'ContentReferenceError';
  }
}

const awardRank = (award: AwardLevel) => awardLevels.indexOf(award);

/** An explicit `order` first, smallest first; entries without one after them. */
const byOrder = (a: { order?: number | undefined }, b: { order?: number | undefined }) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);

/**
 * The default order of winners, documented in docs/editors.md: gold, silver,
 * bronze; within an award level by `order`, then by their category's order,
 * then by English title.
 */
export function compareWinners<Image>(a: Winner<Image>, b: Winner<Image>): number {
  return (
    awardRank(a.award) - awardRank(b.award) ||
    byOrder(a, b) ||
    byOrder(a.category, b.category) ||
    a.category.id.localeCompare(b.category.id) ||
    shownNameOrText(a.title, 'en').text.localeCompare(shownNameOrText(b.title, 'en').text)
  );
}

export interface AwardsModelOptions {
  /** Keep the entries marked `draft: true` (the dev preview); a production build leaves them out. */
  includeDrafts: boolean;
}

const published = <Data extends { draft?: boolean | undefined }>(
  entries: readonly Entry<Data>[],
  { includeDrafts }: AwardsModelOptions,
) => (includeDrafts ? entries : entries.filter((entry) => !entry.data.draft));

export function buildAwardsModel<Image>(
  categoryEntries: readonly Entry<CategoryData>[],
  yearEntries: readonly Entry<YearData>[],
  winnerEntries: readonly Entry<WinnerData<Image>>[],
  options: AwardsModelOptions = { includeDrafts: false },
): AwardsModel<Image> {
  const categories = published(categoryEntries, options)
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .sort((a, b) => byOrder(a, b) || a.id.localeCompare(b.id));
  const years = published(yearEntries, options)
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .sort((a, b) => b.year - a.year);

  for (const entry of yearEntries) {
    if (entry.id !== String(entry.data.year)) {
      throw new ContentReferenceError(
        entry.filePath ?? entry.id,
        'year',
        `is ${entry.data.year} but the file is named ${entry.id}; expected the file to be named ${entry.data.year}.md`,
      );
    }
  }

  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const yearById = new Map(years.map((year) => [year.id, year]));

  const drafts = (entries: readonly Entry<{ draft?: boolean | undefined }>[]) =>
    new Set(entries.filter((entry) => entry.data.draft).map((entry) => entry.id));
  const draftCategories = drafts(categoryEntries);
  const draftYears = drafts(yearEntries);
  // A published winner of a draft category or year is left out with it, not reported missing.
  const winnerEntriesShown = published(winnerEntries, options).filter(
    (entry) =>
      options.includeDrafts ||
      !(draftCategories.has(entry.data.category.id) || draftYears.has(entry.data.year.id)),
  );
  const winners = winnerEntriesShown.map((entry): Winner<Image> => {
    const file = entry.filePath ?? entry.id;
    const category = categoryById.get(entry.data.category.id);
    if (!category) {
      throw new ContentReferenceError(
        file,
        'category',
        `no category "${entry.data.category.id}"; expected one of ${[...categoryById.keys()].join(', ')}`,
      );
    }
    const year = yearById.get(entry.data.year.id);
    if (!year) {
      throw new ContentReferenceError(
        file,
        'year',
        `no year "${entry.data.year.id}"; expected one of ${[...yearById.keys()].join(', ')}`,
      );
    }
    const anchor = entry.id.split('/').at(-1) ?? entry.id;
    return { ...entry.data, id: entry.id, anchor, category, year };
  });

  winners.sort(compareWinners);

  // Indexed once: a build asks for each year's and each category's winners on
  // every page of every site.
  const byYear = Map.groupBy(winners, (winner) => winner.year.id);
  const byCategory = Map.groupBy(winners, (winner) => winner.category.id);
  return {
    categories,
    years,
    winners,
    winnersOfYear: (year) => [...(byYear.get(year.id) ?? [])],
    winnersOfCategory: (category) => [...(byCategory.get(category.id) ?? [])],
  };
}
