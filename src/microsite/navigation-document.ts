import { fnv1a } from '../lib/fnv1a.ts';

// What the build (build/navigation-documents.ts) and the router
// (router/navigation-document-url.ts, router/navigation-document-swap.ts)
// agree on: where a page's navigation document is, and how a stylesheet is
// named.
//
// A navigation document is a page as the router needs it when the reader
// comes from another page of the same site: the page's large inline styles
// are a link to a stylesheet file (the page the reader is on usually has the
// same styles inline, and the router uses those), and the chrome that
// persists across the site's navigations (header, drawer, footer) is left
// empty. It is about half of the page's bytes: a prefetch of the pages an idle
// reader can see costs half as much (issue 21).

/** The file beside each page's index.html. */
export const navigationDocumentName = 'index.nav.html';

/** The attribute that names a stylesheet link's content hash in a navigation document. */
export const stylesHashAttribute = 'data-styles-hash';

/**
 * A short hash of a stylesheet's text (FNV-1a): the build names the
 * stylesheet's file with it, and the router finds the same styles inline in
 * the page the reader is on (a `<style>` element's text is its source).
 */
export function stylesHash(css: string): string {
  return fnv1a(css).toString(16).padStart(8, '0');
}
