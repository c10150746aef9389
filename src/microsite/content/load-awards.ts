import { getCollection } from 'astro:content';
import { buildAwardsModel, type AwardsModel } from './awards-model.ts';

export type WinnerImage = ImageMetadata;

async function readAwards(): Promise<AwardsModel<WinnerImage>> {
  const [categories, years, winners] = await Promise.all([
    getCollection('categories'),
    getCollection('years'),
    getCollection('winners'),
  ]);
  // Drafts are shown (marked) in the dev preview only.
  return buildAwardsModel(categories, years, winners, { includeDrafts: import.meta.env.DEV });
}

// Every page asks for the model, and each getCollection() call resolves every
// winner's image again: read once per build, the build grows with its pages
// instead of with pages × winners (issue 21). The dev server reads on every
// request, so that an edited content file shows on the next load.
let built: Promise<AwardsModel<WinnerImage>> | undefined;

/** The awards content of the build, joined (build time only). */
export function loadAwards(): Promise<AwardsModel<WinnerImage>> {
  if (import.meta.env.DEV) return readAwards();
  built ??= readAwards();
  return built;
}
