import type { CatalogueId } from '../i18n/regional-variants.ts';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { loadCatalogue } from '../stores/catalogues.ts';
import { loadViews } from './create-element-class.ts';
import { resolveShell, type ShellContext } from './resolve-shell.ts';
import { localeAttribute, siteAttribute } from './shell-attributes.ts';

/**
 * What a page waits for before its elements are defined: the views chunk and
 * the catalogues of the elements already in it, loaded side by side. Until
 * then the elements stay `:not(:defined)`, so the page's own rules for that
 * state (the reserved box, the fallback links' look) hold until the view can
 * render. Failures are not fatal: the elements are defined anyway, keep their
 * fallback markup, and report the failure when they try to render.
 *
 * When every element of the page came server-rendered (a declarative shadow
 * root: it works before any script), nothing is urgent: the loads wait until
 * the page has painted and the browser is idle, so that they do not compete
 * with the first paint on a slow phone.
 */
export async function preparePage(root: ParentNode, tags: readonly string[]): Promise<void> {
  const elements = [...root.querySelectorAll(tags.join(','))];
  if (elements.length > 0 && elements.every((element) => element.shadowRoot?.hasChildNodes())) {
    await afterFirstPaint();
  }
  const catalogues = new Set<CatalogueId>();
  for (const element of elements) {
    catalogues.add(catalogueOf(element));
  }
  await Promise.allSettled([loadViews(), ...[...catalogues].map(loadCatalogue)]);
}

/**
 * Starts loading an element's catalogue as it connects, side by side with the
 * views chunk its mount loads (both cached when done already).
 */
export function prepareShell(context: ShellContext): void {
  loadCatalogue(context.catalogue).catch(() => {});
}

/** The catalogue an element will render with; bad values are left for the element to report. */
function catalogueOf(element: Element): CatalogueId {
  const values: Record<string, unknown> = {};
  for (const attribute of [siteAttribute, localeAttribute]) {
    const text = attribute.attribute ? element.getAttribute(attribute.attribute) : null;
    const parsed = text === null ? null : attribute.fromAttribute(text);
    if (parsed?.ok) values[attribute.property] = parsed.value;
  }
  return resolveShell(element.localName, values).catalogue;
}
