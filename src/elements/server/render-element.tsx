import { renderToString } from 'react-dom/server';
import { loadCatalogue } from '../../stores/catalogues.ts';
import { $unreadMessages, $unreadNotifications } from '../../stores/unread.ts';
import { elementSpecs } from '../element-catalog.ts';
import type { ElementSpec, ServerStyles } from '../element-spec.ts';
import {
  renderedForAttribute,
  renderedForKey,
  personalAttributes,
  serverRenderValues,
  userSlotsValues,
  versionAttribute,
} from '../rendered-for.ts';
import { elementsVersion } from '../version.ts';
import { resolveShell } from '../resolve-shell.ts';
import type { ShellValues, UnreadCounts } from '../shell-attributes.ts';
import { viewOf } from '../views/views.chunk.tsx';
import type { SiteElementAttributes, SiteElementTag } from './attribute-types.ts';
import { SiteElementError } from './element-error.ts';
import { attributesHtml, escapeHtml } from './escape-html.ts';
import { parseAttributes, presentAttributes, type AttributeInput } from './parse-attributes.ts';
import { shadowStylesheetHref } from './shadow-stylesheet.ts';
import { renderUserSlots } from './render-user-slots.ts';

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
  /**
   * The user slots (islands/user-slots.ts): the tag with every attribute, the
   * shared shadow root (`renderShadowRoot`, the same for every user) and the
   * user's own bits as its light-DOM children (`renderUserSlots`).
   */
  userSlots?: boolean;
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
  const attributeHtml = attributesHtml(present);
  if (options.userSlots) {
    // The page's tag with every attribute, the shared root, the user's own bits.
    const personal = present.filter(([name]) => personalAttributes.includes(name));
    const shared = present.filter(([name]) => !personalAttributes.includes(name));
    const root = await renderShadowRoot<string>(tag, Object.fromEntries(shared), options);
    const slots = renderUserSlots(Object.fromEntries(personal));
    return `<${tag}${attributeHtml}>${root}${slots}</${tag}>`;
  }
  const values = parseAttributes(spec, present);
  const rendered = serverRenderValues(values);
  const inner = await renderView(tag, rendered, values, options);
  return `<${tag}${attributeHtml} ${renderedForAttribute}="${renderedForKey(rendered)}" ${versionAttribute}="${escapeHtml(elementsVersion)}"><template shadowrootmode="open">${inner}</template></${tag}>`;
}

/**
 * An element's declarative shadow root alone, `<template shadowrootmode="open">…</template>`,
 * for a tag the page writes itself: the shared part of a signed-in chrome
 * (islands/user-slots.ts). The user's picture, name and counts are named
 * slots, which `renderUserSlots` fills, so the same HTML serves every user
 * of a site, locale, role, variant and page, and a shared cache may keep it.
 * Its stylesheet names the values it was rendered from, which the host
 * cannot, so that the bundle hydrates it.
 *
 * Throws `SiteElementError` as `renderElement` does, and for one of the
 * user's own attributes (`user-id`, `display-name`, `unread-counts`).
 */
export async function renderShadowRoot<Tag extends string>(
  tag: Tag,
  attributes?: AttributesFor<Tag>,
  options: Omit<RenderOptions, 'userSlots'> = {},
): Promise<string> {
  const spec = specOf(tag);
  const present = presentAttributes(attributes ?? {});
  const personal = present.find(([name]) => personalAttributes.includes(name));
  if (personal) {
    throw new SiteElementError(
      'personal-attribute',
      tag,
      personal[0],
      personal[1],
      "the page's own tag and its user slots, not the shared shadow root",
    );
  }
  const values = parseAttributes(spec, present);
  const rendered = serverRenderValues(userSlotsValues(values));
  const mark = { renderedFor: renderedForKey(rendered), version: elementsVersion };
  const inner = await renderView(tag, rendered, values, options, mark);
  return `<template shadowrootmode="open">${inner}</template>`;
}

/** The view's HTML for the values, headed by its stylesheet. */
async function renderView(
  tag: string,
  rendered: Readonly<Record<string, unknown>>,
  values: ShellValues,
  options: RenderOptions,
  mark?: ServerStyles['mark'],
): Promise<string> {
  // Resolved once: for the catalogue to load, and handed to the view.
  const context = resolveShell(tag, rendered);
  await loadCatalogue(context.catalogue);
  const View = viewOf(tag);
  if (!View) throw new Error(`site-elements: no view for <${tag}>`);
  const styles: ServerStyles =
    options.styles === 'inline'
      ? { kind: 'inline' }
      : { kind: 'link', href: shadowStylesheetHref(options.assetsBase ?? '/dist-elements/') };
  const serverStyles: ServerStyles = mark ? { ...styles, mark } : styles;
  return withCounts(values.unreadCounts, () =>
    renderToString(
      <View values={rendered} context={context} host={null} serverStyles={serverStyles} />,
    ),
  );
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
