import { getCollection } from 'astro:content';
import { buildAwardsModel, type AwardsModel } from './awards-model.ts';

export type WinnerImage = ImageMetadata;

/** The awards content of the build, joined (build time only). */
export async function loadAwards(): Promise<AwardsModel<WinnerImage>> {
  const [categories, years, winners] = await Promise.all([
    getCollection('categories'),
    getCollection('years'),
    getCollection('winners'),
  ]);
  return buildAwardsModel(categories, years, winners);
}
