import { basePath, isMicrositePath } from '../base-path.ts';
import { navigationDocumentName } from '../navigation-document.ts';
import { micrositeSiteForPath } from '../sites.ts';

// Where the router finds a page's navigation document (../navigation-document.ts):
// the prefetcher and the page loader fetch it when the reader goes to a page
// of the same site.

/**
 * The navigation document of the page at `to`, for a reader on the page at
 * `from`: null when they are not pages of the same site of the microsite, or
 * `to` is not a page's address (ending with a slash).
 */
export function navigationDocumentUrl(to: URL, from: URL): URL | null {
  if (to.origin !== from.origin || !isMicrositePath(to.pathname) || !to.pathname.endsWith('/'))
    return null;
  const site = (url: URL) => micrositeSiteForPath(url.pathname, basePath).key;
  if (!isMicrositePath(from.pathname) || site(to) !== site(from)) return null;
  return new URL(`${to.pathname}${navigationDocumentName}`, to);
}
