import { homeHref } from '../../navigation/home-href.ts';
import { linkTable } from '../../navigation/links.ts';

// The addresses a microsite page may link to besides its own pages: the
// content check (check-links.ts) and the built site's link test
// (tests/e2e/microsite/links.spec.ts) read them here.

/** The origin a page's absolute links to the marketplace use. */
export const productionOrigin = 'https://www.designmarket.com';

/** The marketplace's routes that pages may link to (the chrome's link table, spec §2). */
const marketplaceRoutes = new Set<string>([
  homeHref('logged-out'),
  ...Object.values(linkTable)
    .map((link) => link.href)
    .filter((href) => href.startsWith('/')),
]);

/** Whether a site-internal path outside the microsite is one of the marketplace's own. */
export function isMarketplaceRoute(path: string): boolean {
  return marketplaceRoutes.has(path) || path.startsWith('/user/switch-language/');
}
