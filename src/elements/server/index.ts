// `site-shell/server` (dist-elements/server/index.js): the elements rendered
// to HTML with declarative shadow roots, for a Node template, the reference
// server's /fragments endpoint and the static fragments. docs/elements/server-rendering.md
// is the template author's guide.
export { SiteElementError } from './element-error.ts';
export type { AttributeInput } from './parse-attributes.ts';
export { renderChrome, type ChromeInput, type RenderedChrome } from './render-chrome.ts';
export { renderElement, type RenderOptions } from './render-element.tsx';
export { staticFragments, type StaticFragment } from './static-fragments.ts';
export {
  shadowStylesheet,
  shadowStylesheetFile,
  shadowStylesheetHref,
} from './shadow-stylesheet.ts';
export { elementsVersion } from '../version.ts';

import { elementSpecs } from '../element-catalog.ts';

/** The elements the renderer knows. */
export const elementTags: readonly string[] = elementSpecs.map((spec) => spec.tag);
