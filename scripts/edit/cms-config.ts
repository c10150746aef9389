import type { z } from 'astro/zod';
import { contentCollections } from '../../src/microsite/content/content-collections.ts';
import { categorySchema, winnerSchema, yearSchema } from '../../src/microsite/content/schemas.ts';
import { objectFields, specialField, type CmsField, type FieldContext } from './cms-fields.ts';

// The Decap CMS configuration of the editing screen (docs/editors.md "The
// editing screen"): the three collections where the content files are
// (content-collections.ts), their fields from the content schemas
// (cms-fields.ts). Only presentation is written here: labels, which texts
// are long, hints.

/** Where winners' images are, relative to the project, and how a winner's file names one. */
export const winnerImages = { folder: 'src/content/winners/images', fromWinner: '../images' };

/** The winner schema with stand-ins that the screen shows as an image and two references. */
export const editedWinnerSchema = winnerSchema({
  image: specialField({ kind: 'image' }),
  category: specialField({
    kind: 'reference',
    collection: 'categories',
    valueField: '{{slug}}',
    display: 'name.en',
  }),
  // A year's file name is its `year`, which a winner writes as a number (`year: 2024`).
  year: specialField({
    kind: 'reference',
    collection: 'years',
    valueField: 'year',
    display: 'year',
  }),
});

/** The schemas of the edited collections, by collection name. */
export const editedSchemas = {
  categories: categorySchema,
  years: yearSchema,
  winners: editedWinnerSchema,
} satisfies Record<keyof typeof contentCollections, z.ZodObject>;

const longTexts = new Set(['summary', 'description', 'highlight.quote']);

const hints: Record<string, string> = {
  draft: 'A draft is shown by the preview (marked "Draft") and left out of the published site.',
  order: 'Position in lists, smallest first; leave empty for the default order.',
  fallback:
    'English: publish before every translation exists; a missing language shows the English text.',
  title:
    'The work’s name as written, the same in every language; or, for a title that describes the work, a text per language.',
  image: 'An SVG or WebP, 4:3, a few kilobytes.',
  imageAlt: 'What the image shows; without it, "Winning design: <title>".',
  accent: 'The category’s colour, written #rrggbb.',
  marketplacePath: 'The marketplace page for this kind of design, such as /logo-design.',
  entries: 'How many designs were entered.',
};

function fieldsOf(schema: z.ZodObject): CmsField[] {
  const context: FieldContext = { fallback: 'fallback' in schema.shape, longTexts, hints };
  return objectFields(schema, context);
}

/** The collection's folder, without the glob pattern. */
const folder = (name: keyof typeof contentCollections) => contentCollections[name].base;

/** The collections of the screen, in the order of the guide. */
export function cmsCollections(): Record<string, unknown>[] {
  return [
    {
      name: 'winners',
      label: 'Winners',
      label_singular: 'Winner',
      folder: folder('winners'),
      // The folder is the winner's `year` field. `{{year}}` would be today's
      // year, and `{{fields.year}}` (Decap's documented way to name a field)
      // breaks in a path template, whose dots Decap turns into dashes;
      // `[year]` is the same field without a dot. The editing test checks the
      // path a new winner gets (tests/e2e/editing/).
      path: '{{[year]}}/{{slug}}',
      slug: '{{slug}}',
      create: true,
      extension: 'md',
      format: 'frontmatter',
      identifier_field: 'title',
      // The file name: a title written per language would show as data.
      summary: '{{filename}} ({{fields.year}}, {{fields.award}})',
      sortable_fields: ['year', 'award', 'designer'],
      media_folder: `/${winnerImages.folder}`,
      public_folder: winnerImages.fromWinner,
      preview_path: '{{fields.year}}/#{{filename}}',
      fields: fieldsOf(editedSchemas.winners),
    },
    {
      name: 'years',
      label: 'Years',
      label_singular: 'Year',
      folder: folder('years'),
      slug: '{{fields.year}}',
      create: true,
      extension: 'md',
      format: 'frontmatter',
      identifier_field: 'year',
      summary: '{{fields.year}}',
      preview_path: '{{filename}}/',
      fields: fieldsOf(editedSchemas.years),
    },
    {
      name: 'categories',
      label: 'Categories',
      label_singular: 'Category',
      folder: folder('categories'),
      create: true,
      extension: 'md',
      format: 'frontmatter',
      identifier_field: 'name.en',
      summary: '{{fields.name.en}}',
      preview_path: 'categories/{{filename}}/',
      fields: fieldsOf(editedSchemas.categories),
    },
  ];
}

export interface CmsConfigOptions {
  /** The decap-server API as the browser reaches it: `/api/v1` on the editing screen's server. */
  apiUrl: string;
  /** The live preview (astro dev), for the screen's "View Live" links, if it runs. */
  previewUrl?: string;
}

/** The whole configuration passed to `CMS.init({ config })`. */
export function cmsConfig(options: CmsConfigOptions): Record<string, unknown> {
  return {
    load_config_file: false,
    backend: { name: 'proxy', proxy_url: options.apiUrl, branch: 'main' },
    publish_mode: 'simple',
    media_folder: winnerImages.folder,
    public_folder: winnerImages.fromWinner,
    ...(options.previewUrl
      ? { site_url: options.previewUrl, display_url: options.previewUrl }
      : {}),
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    editor: { preview: false },
    collections: cmsCollections(),
  };
}
