import { z } from 'astro/zod';
import { calendarDate } from './content-date.ts';
import { fallback, requireSiteLanguages } from './fallback-field.ts';
import { localizedText, nameOrTextSchema } from './localized.ts';
import { strictFields } from './strict-fields.ts';

// The front matter of the three content collections (src/content.config.ts).
// The content check (check-content.ts) validates every file against these
// before Astro loads the collections, and a build with problems stops with
// all of them, each naming the file and the field. The image and reference
// schemas come from Astro at build time and are plain stand-ins in the check
// and in tests. Each localized text needs every built site's language unless
// the entry says `fallback: en` (fallback-field.ts).

/** `draft: true`: shown in the dev preview with a "Draft" mark, left out of the production build. */
const draft = z.boolean().optional();

/** A position in a list, smallest first; entries without one follow, in the default order. */
const order = z.number().int().min(0).optional();

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as "#1f6f5c"');

export const categorySchema = requireSiteLanguages(
  strictFields({
    /** Position in category lists, smallest first; without one, after those with one, by id. */
    order,
    draft,
    fallback,
    name: localizedText,
    summary: localizedText,
    /** The category's accent colour, used for its chip and card stripe. */
    accent: hexColor,
    /** The marketplace page for this kind of design, e.g. `/logo-design` (optional). */
    marketplacePath: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/, 'expected a site path such as "/logo-design"')
      .optional(),
  }),
);

export const yearSchema = requireSiteLanguages(
  strictFields({
    draft,
    fallback,
    year: z.number().int().min(2000).max(2100),
    theme: localizedText,
    summary: localizedText,
    /** How many designs were entered. */
    entries: z.number().int().positive(),
    ceremony: strictFields({
      date: calendarDate,
      city: localizedText,
    }),
    jury: z.array(z.string().min(1)).min(1, 'expected at least one juror'),
  }),
);

export const awardLevels = ['gold', 'silver', 'bronze'] as const;
export type AwardLevel = (typeof awardLevels)[number];

export interface WinnerSchemaParts<
  Image extends z.ZodType,
  CategoryReference extends z.ZodType,
  YearReference extends z.ZodType,
> {
  /** Astro's `image()` at build time. */
  image: Image;
  /** `reference('categories')` at build time. */
  category: CategoryReference;
  /** `reference('years')` at build time. */
  year: YearReference;
}

export function winnerSchema<
  Image extends z.ZodType,
  CategoryReference extends z.ZodType,
  YearReference extends z.ZodType,
>(parts: WinnerSchemaParts<Image, CategoryReference, YearReference>) {
  return requireSiteLanguages(
    strictFields({
      draft,
      fallback,
      /** Position within its award level, smallest first; without one, by category, then English title. */
      order,
      /** The work's name as written, or, for a title that describes the work, a text per language. */
      title: nameOrTextSchema,
      designer: z.string().trim().min(1),
      /** The designer's studio or home town, shown under the name. */
      studio: z.string().trim().min(1).optional(),
      category: parts.category,
      year: parts.year,
      award: z.enum(awardLevels),
      /** A small SVG or WebP next to the file, e.g. `../images/nordlicht.svg`. */
      image: parts.image,
      /** What the image shows; defaults to "Winning design: {title}". */
      imageAlt: localizedText.optional(),
      description: localizedText,
      /** An optional quote from the jury. */
      highlight: strictFields({
        quote: localizedText,
        by: z.string().trim().min(1),
      }).optional(),
    }),
  );
}
