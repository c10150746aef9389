// Where each content collection's files are, relative to the project: read
// by Astro's glob loader (src/content.config.ts) and by the content check
// (check-content.ts), so that both see the same files.

export const contentCollections = {
  categories: { base: 'src/content/categories', pattern: '*.md' },
  years: { base: 'src/content/years', pattern: '*.md' },
  winners: { base: 'src/content/winners', pattern: '*/*.md' },
} as const;

export type CollectionName = keyof typeof contentCollections;

export const collectionNames = Object.keys(contentCollections) as CollectionName[];
