// The one constant every internal link of the microsite is built from
// (../shared/design.md §3: Astro's `base` is not set, BASE_URL is `/`).

/** The public path of the awards microsite, with its trailing slash. */
export const basePath = '/best-design-awards/';

/**
 * An internal address: `micrositeHref('de', 'categories', 'packaging')` →
 * `/best-design-awards/de/categories/packaging/`. Empty and undefined
 * segments are skipped; a `#hash` can follow.
 */
export function micrositeHref(...segments: (string | number | undefined)[]): string {
  const path = segments
    .filter((segment) => segment !== undefined && segment !== '')
    .map((segment) => encodeURIComponent(String(segment)))
    .join('/');
  return path === '' ? basePath : `${basePath}${path}/`;
}

/** True for a path inside the microsite (`/best-design-awards` with or without a slash, or below it). */
export function isMicrositePath(pathname: string): boolean {
  return pathname === basePath.slice(0, -1) || pathname.startsWith(basePath);
}

/** A file under the microsite's public folder: `micrositeFile('app-data.json')`. */
export function micrositeFile(name: string): string {
  return `${basePath}${name.replace(/^\/+/, '')}`;
}
