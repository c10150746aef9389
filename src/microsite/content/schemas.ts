import { z } from 'astro/zod';
import { localizedText, nameOrTextSchema } from './localized.ts';

// The front matter of the three content collections (src/content.config.ts).
// Astro validates every file against these at build time; a bad field fails
// the build with the file and the field named. The image and reference
// schemas come from Astro at build time and are plain stand-ins in tests.

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as "#1f6f5c"');

export const categorySchema = z.strictObject({
  /** Position in category lists, smallest first. */
  order: z.number().int().min(0),
  name: localizedText,
  summary: localizedText,
  /** The category's accent colour, used for its chip and card stripe. */
  accent: hexColor,
  /** The marketplace page for this kind of design, e.g. `/logo-design` (optional). */
  marketplacePath: z
    .string()
    .regex(/^\/[a-z0-9/-]*$/, 'expected a site path such as "/logo-design"')
    .optional(),
});

export const yearSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  theme: localizedText,
  summary: localizedText,
  /** How many designs were entered. */
  entries: z.number().int().positive(),
  ceremony: z.strictObject({
    date: z.coerce.date(),
    city: localizedText,
  }),
  jury: z.array(z.string().min(1)).min(1, 'expected at least one juror'),
});

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
  return z.strictObject({
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
    highlight: z
      .strictObject({
        quote: localizedText,
        by: z.string().trim().min(1),
      })
      .optional(),
  });
}
