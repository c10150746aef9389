import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { checkedLoader } from './microsite/content/checked-loader.ts';
import { contentCollections } from './microsite/content/content-collections.ts';
import { categorySchema, winnerSchema, yearSchema } from './microsite/content/schemas.ts';

// The awards microsite's content: one Markdown file per category, year and
// winner (docs/editors.md). The file name is the entry's id: the category
// `src/content/categories/packaging.md` is `packaging`, the year
// `src/content/years/2024.md` is `2024`. A build checks all of it first and
// reports every problem at once; the dev server leaves a file with a problem
// out and shows the problem on its pages (microsite/content/checked-loader.ts).

const folder = (collection: keyof typeof contentCollections) =>
  checkedLoader(
    glob({
      pattern: contentCollections[collection].pattern,
      base: `./${contentCollections[collection].base}`,
    }),
    contentCollections[collection].base,
  );

const categories = defineCollection({
  loader: folder('categories'),
  schema: categorySchema,
});

const years = defineCollection({
  loader: folder('years'),
  schema: yearSchema,
});

const winners = defineCollection({
  loader: folder('winners'),
  schema: ({ image }) =>
    winnerSchema({ image: image(), category: reference('categories'), year: reference('years') }),
});

export const collections = { categories, years, winners };
