import { renderToString } from 'react-dom/server';
import { loadCatalogue } from '../../stores/catalogues.ts';
import { $unreadMessages, $unreadNotifications } from '../../stores/unread.ts';
import { elementSpecs } from '../element-catalog.ts';
import type { ElementSpec, ServerStyles } from '../element-spec.ts';
import { renderedForAttribute, renderedForKey, serverRenderValues } from '../rendered-for.ts';
import { resolveShell } from '../resolve-shell.ts';
import type { UnreadCounts } from '../shell-attributes.ts';
import { viewOf } from '../views/views.chunk.tsx';
import type { SiteElementAttributes, SiteElementTag } from './attribute-types.ts';
import { SiteElementError } from './element-error.ts';
import { escapeHtml } from './escape-html.ts';
import { parseAttributes, presentAttributes, type AttributeInput } from './parse-attributes.ts';
import { shadowStylesheetHref } from './shadow-stylesheet.ts';

export interface RenderOptions {
  /** Where the page serves dist-elements/ (the shadow stylesheet's folder). Default `/dist-elements/`. */
  assetsBase?: string;
  /**
   * How each shadow root gets its styles. `link` (the default): a <link> to
   * site-elements-shadow.css, cached across pages; Chromium holds the first
   * paint for it, Firefox and WebKit may paint the chrome unstyled while it
   * loads. `inline`: the same CSS in a <style> (about 6 KB gzip per element),
   * styled from the first paint in every engine; a strict CSP allows it by
   * its hash (`shadowStylesheet().cspHash`), no 'unsafe-inline'.
   */
  styles?: 'link' | 'inline';
}

/**
 * The attributes `renderElement` takes for `Tag`: the element's own (typed
 * from its spec) for a known tag, any for a tag only known at run time (a
 * `string`: the renderer checks them then).
 */
export type AttributesFor<Tag extends string> = Tag extends SiteElementTag
  ? SiteElementAttributes[Tag]
  : AttributeInput;

/**
 * One element as HTML with a declarative shadow root: the tag with its
 * attributes, and inside it `<template shadowrootmode="open">` holding what
 * the element's view renders for them in the browser, headed by a <link> to
 * the shadow stylesheet (no inline style: a strict CSP holds). The bundle,
 * once loaded, hydrates that root instead of replacing it.
 *
 * Throws `SiteElementError` for an unknown element, an unknown attribute or
 * a bad value (the element itself would log and use the default).
 */
export async function renderElement<Tag extends string>(
  tag: Tag,
  attributes?: AttributesFor<Tag>,
  options: RenderOptions = {},
): Promise<string> {
  const spec = specOf(tag);
  const present = presentAttributes(attributes ?? {});
  const values = parseAttributes(spec, present);
  const rendered = serverRenderValues(values);
  // Resolved once: for the catalogue to load, and handed to the view.
  const context = resolveShell(tag, rendered);
  await loadCatalogue(context.catalogue);
  const View = viewOf(tag);
  if (!View) throw new Error(`site-elements: no view for <${tag}>`);
  const serverStyles: ServerStyles =
    options.styles === 'inline'
      ? { kind: 'inline' }
      : { kind: 'link', href: shadowStylesheetHref(options.assetsBase ?? '/dist-elements/') };
  const inner = withCounts(values.unreadCounts, () =>
    renderToString(
      <View values={rendered} context={context} host={null} serverStyles={serverStyles} />,
    ),
  );
  const attributeHtml = present
    .map(([name, text]) => (text === '' ? ` ${name}` : ` ${name}="${escapeHtml(text)}"`))
    .join('');
  return `<${tag}${attributeHtml} ${renderedForAttribute}="${renderedForKey(rendered)}"><template shadowrootmode="open">${inner}</template></${tag}>`;
}

function specOf(tag: string): ElementSpec {
  const spec = elementSpecs.find((candidate) => candidate.tag === tag);
  if (!spec) {
    throw new SiteElementError(
      'unknown-element',
      tag,
      null,
      null,
      `one of ${elementSpecs.map((candidate) => `<${candidate.tag}>`).join(', ')}`,
    );
  }
  return spec;
}

/**
 * The views read the unread counts from the page's stores, which the
 * attribute seeds in the browser. A server render is synchronous, so the
 * stores hold this element's counts (0 without the attribute) for exactly
 * that render and are put back before any other request's render can run.
 */
function withCounts<T>(counts: UnreadCounts | undefined, render: () => T): T {
  const before = [$unreadMessages.get(), $unreadNotifications.get()] as const;
  $unreadMessages.set(counts?.messages ?? 0);
  $unreadNotifications.set(counts?.notifications ?? 0);
  try {
    return render();
  } finally {
    $unreadMessages.set(before[0]);
    $unreadNotifications.set(before[1]);
  }
}
