import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { categorySchema, winnerSchema, yearSchema } from './microsite/content/schemas.ts';

// The awards microsite's content: one Markdown file per category, year and
// winner (docs/editors.md). The file name is the entry's id: the category
// `src/content/categories/packaging.md` is `packaging`, the year
// `src/content/years/2024.md` is `2024`.

const categories = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/categories' }),
  schema: categorySchema,
});

const years = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/years' }),
  schema: yearSchema,
});

const winners = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/winners' }),
  schema: ({ image }) =>
    winnerSchema({ image: image(), category: reference('categories'), year: reference('years') }),
});

export const collections = { categories, years, winners };
