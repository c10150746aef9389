// The built bundle and its elements, typed for the tests. The tests load the
// bundle by URL, as a legacy page does; its types are those of its entry.
import type * as SiteElements from '../../../src/elements/site-elements.ts';

/** A defined site element: rendered into an open shadow root, with its properties. */
export interface SiteElement extends HTMLElement {
  readonly shadowRoot: ShadowRoot;
  /** Resolves once the element has rendered (rejects if it failed). */
  readonly ready: Promise<void>;
  // Properties the tests set, to good and bad values.
  variant?: unknown;
  hideLogin?: unknown;
}

export type Bundle = typeof SiteElements;

/** Imports the bundle from `url` (a query string makes a second copy of it). */
export function loadBundle(url = '/dist-elements/site-elements.js'): Promise<Bundle> {
  return import(url) as Promise<Bundle>;
}

/** The value, or a failed test naming what is missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`no ${what}`);
  return value;
}

/** The first element matching `selector` in `root`, which must exist. */
export function find<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  return present(root.querySelector<E>(selector), selector);
}

/** The site element matching `selector` in `root` (a document by default). */
export function siteElement(selector: string, root: ParentNode = document): SiteElement {
  return find<SiteElement>(root, selector);
}

/** A new, unconnected site element. */
export function createSiteElement(tag: string, doc: Document = document): SiteElement {
  return doc.createElement(tag) as SiteElement;
}

/** The document of a loaded frame. */
export function documentOf(frame: HTMLIFrameElement): Document {
  return present(frame.contentDocument, 'frame document');
}

/** The window of a loaded frame. */
export function windowOf(frame: HTMLIFrameElement): Window {
  return present(frame.contentWindow, 'frame window');
}
