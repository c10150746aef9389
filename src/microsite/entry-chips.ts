import { micrositeHref } from './base-path.ts';
import type { Category, Year } from './content/awards-model.ts';
import { shownText } from './content/shown-text.ts';
import type { PageContext } from './page-context.ts';

// The chip of a category or a year (components/Chips.astro), as every list
// of them shows it: its name in the page's language (or in English, marked,
// for an entry with `fallback: en`), the category's colour, and the Draft
// mark of a draft, which only the dev preview lists.

export interface EntryChip {
  href: string;
  label: string;
  lang: string | undefined;
  accent?: string | undefined;
  draftMark: string | undefined;
}

const draftMark = (context: PageContext, entry: { draft?: boolean | undefined }) =>
  entry.draft ? context.t('content.draft') : undefined;

/** A category's chip, leading to its page unless `href` says where. */
export function categoryChip(
  context: PageContext,
  category: Category,
  href = micrositeHref(context.site.segment, 'categories', category.id),
): EntryChip {
  const name = shownText(category.name, context.site.language);
  return {
    href,
    label: name.text,
    lang: name.lang,
    accent: category.accent,
    draftMark: draftMark(context, category),
  };
}

/** A year's chip, leading to its page unless `href` says where. */
export function yearChip(
  context: PageContext,
  year: Year,
  href = micrositeHref(context.site.segment, year.year),
): EntryChip {
  return { href, label: String(year.year), lang: undefined, draftMark: draftMark(context, year) };
}
