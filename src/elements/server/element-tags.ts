import { siteElementSpecs } from '../element-catalog.ts';
import type { SiteElementTag } from './attribute-types.ts';

/** The elements the renderer knows. */
export const elementTags: readonly SiteElementTag[] = siteElementSpecs.map((spec) => spec.tag);
