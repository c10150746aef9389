import type { CatalogueId } from '../i18n/regional-variants.ts';
import { loadCatalogue } from '../stores/catalogues.ts';
import { loadViews } from './create-element-class.ts';
import { resolveShell, type ShellContext } from './resolve-shell.ts';
import { localeAttribute, siteAttribute } from './shell-attributes.ts';

/**
 * Starts fetching, side by side, the views chunk and the catalogues of the
 * elements of the page that show the template's fallback markup: they render
 * as soon as those are in. Server-rendered elements are left out: their HTML
 * works as it is, and they fetch what they need when the reader reaches for
 * them (hydration/). Failures are left for the elements to report. Returns
 * those elements.
 */
export function preloadPage(root: ParentNode, tags: readonly string[]): Element[] {
  const elements = [...root.querySelectorAll(tags.join(','))].filter(
    (element) => !element.shadowRoot?.hasChildNodes(),
  );
  if (elements.length === 0) return elements;
  const catalogues = new Set<CatalogueId>();
  for (const element of elements) catalogues.add(catalogueOf(element));
  loadViews().catch(() => {});
  for (const catalogue of catalogues) loadCatalogue(catalogue).catch(() => {});
  return elements;
}

/** Loads an element's catalogue before its view mounts (cached when loaded already). */
export async function prepareShell(context: ShellContext): Promise<void> {
  await loadCatalogue(context.catalogue);
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
