// Whether a shadow root holds the server's rendering of an element for its
// current values (design.md "Server-rendered elements"), and how it holds its
// styles. Framework-free: the element asks it to decide whether its server
// HTML can wait for the reader (hydration/), the views chunk whether to
// hydrate that HTML or render anew.
import type { ServerStyles } from '../element-spec.ts';
import {
  renderedForAttribute,
  renderedForKey,
  serverRenderValues,
  userSlotsValues,
  versionAttribute,
} from '../rendered-for.ts';
import { elementsVersion } from '../version.ts';

export interface ServerRendering {
  styles: ServerStyles;
  /** The values it was rendered from: without a page path unless one was given, without the user's own in the user slots. */
  values: Readonly<Record<string, unknown>>;
}

/**
 * The server's rendering of this root, if it holds one for these values. The
 * root holds the shadow styles (a <link> to the stylesheet, or a <style>),
 * and the host names the values it was rendered from (rendered-for.ts); or,
 * for a root included into a host the page wrote itself (the user slots,
 * islands/user-slots.ts), its stylesheet names them.
 */
export function serverRendering(
  container: HTMLElement | ShadowRoot,
  host: Element | null,
  elementValues: Readonly<Record<string, unknown>>,
): ServerRendering | null {
  if (!(container instanceof ShadowRoot) || !host) return null;
  // (`:scope` matches nothing in a shadow root: look at its children.)
  const sheet = [...container.children].find(
    (child) =>
      (child instanceof HTMLLinkElement && child.rel === 'stylesheet') ||
      child instanceof HTMLStyleElement,
  );
  if (!sheet) return null;
  const hostKey = host.getAttribute(renderedForAttribute);
  const sheetKey = sheet.getAttribute(renderedForAttribute);
  const marked = hostKey === null ? sheet : host;
  // Another version's HTML may differ for the same values: rendered anew, quietly.
  const version = marked.getAttribute(versionAttribute);
  if (version !== null && version !== elementsVersion) return null;
  const values =
    hostKey === null
      ? serverRenderValues(userSlotsValues(elementValues))
      : serverRenderValues(elementValues);
  if ((hostKey ?? sheetKey) !== renderedForKey(values)) return null;
  const mark = sheetKey === null ? {} : { mark: { renderedFor: sheetKey, version: version ?? '' } };
  const styles: ServerStyles =
    sheet instanceof HTMLLinkElement
      ? { kind: 'link', href: sheet.getAttribute('href') ?? '', ...mark }
      : { kind: 'inline', ...mark };
  return { styles, values };
}
