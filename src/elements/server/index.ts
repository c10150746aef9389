// `site-shell/server` (dist-elements/server/index.js): the elements rendered
// to HTML with declarative shadow roots, for a Node template, the reference
// server's /fragments endpoint and the static fragments. docs/elements/server-rendering.md
// is the template author's guide.
export { SiteElementError } from './element-error.ts';
export type { AttributeInput } from './parse-attributes.ts';
export type {
  AttributeText,
  SharedAttributes,
  SiteElementAttributes,
  SiteElementTag,
} from './attribute-types.ts';
export { elementsScript, type ElementsScript } from './elements-script.ts';
export { renderChrome, type ChromeInput, type RenderedChrome } from './render-chrome.ts';
export {
  renderElement,
  renderShadowRoot,
  type AttributesFor,
  type RenderOptions,
} from './render-element.tsx';
export { renderUserSlots, type UserSlotAttributes } from './render-user-slots.ts';
export { staticFragments, type StaticFragment } from './static-fragments.ts';
export {
  shadowStylesheet,
  shadowStylesheetFile,
  shadowStylesheetHref,
} from './shadow-stylesheet.ts';
export { elementsVersion } from '../version.ts';
export {
  createFragmentHandler,
  type FragmentHandler,
  type FragmentHandlerOptions,
  type FragmentHttpRequest,
  type FragmentHttpResponse,
  type FragmentLogLine,
} from './fragments/fragment-handler.ts';
export {
  createFragmentService,
  defaultTimeBudgetMs,
  type FragmentAnswer,
  type FragmentProblem,
  type FragmentRequest,
  type FragmentService,
  type FragmentServiceOptions,
} from './fragments/fragment-service.ts';
export { elementTags } from './element-tags.ts';
