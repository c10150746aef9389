import { micrositeHref } from '../base-path.ts';
import { micrositeSiteForPath } from '../sites.ts';
import { basePath } from '../base-path.ts';
import { keepsPersistedElements, reuseInlineStyles } from './navigation-document-swap.ts';
import { navigationDocumentUrl } from './navigation-document-url.ts';
import { fetchPage } from './page-fetch.ts';
import type { PreparationEvent } from './router-events.ts';

// Our replacement of the ClientRouter's page loader: Astro's own swaps in
// whatever HTML a failing server returns. This one shows the site's 404 page
// for a missing page and its 500 page for a server error, retries other
// failures 3 times, and otherwise prevents the client-side navigation, which
// makes the router load the address in full (spec §4, §8). Within a site it
// first asks for the page's navigation document (../navigation-document.ts),
// half the bytes, with the same rules; where there is none (a 404), it loads
// the page itself.

/** The site's error pages for an address: `/best-design-awards/de/…` → `/best-design-awards/de/404/`. */
export function errorPagesFor(pathname: string): { notFound: string; serverError: string } {
  const site = micrositeSiteForPath(pathname, basePath);
  return {
    notFound: micrositeHref(site.segment, '404'),
    serverError: micrositeHref(site.segment, '500'),
  };
}

const routerMarker = 'meta[name="astro-view-transitions-enabled"]';

/** Preloads the new page's stylesheets that this page does not have, so it never shows unstyled. */
async function preloadStyles(current: Document, next: Document): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const sheet of next.querySelectorAll<HTMLLinkElement>('head link[rel=stylesheet]')) {
    const href = sheet.getAttribute('href');
    if (!href || current.querySelector(`link[rel=stylesheet][href="${CSS.escape(href)}"]`))
      continue;
    const preload = current.createElement('link');
    preload.rel = 'preload';
    preload.as = 'style';
    preload.href = href;
    pending.push(
      new Promise((resolve) => {
        preload.addEventListener('load', resolve);
        preload.addEventListener('error', resolve);
      }),
    );
    current.head.append(preload);
  }
  await Promise.all(pending);
}

export interface PageLoaderEnvironment {
  document: Document;
  fetch: typeof fetch;
  parse: (html: string) => Document;
}

/**
 * The next page's navigation document, ready to swap in, or the site's 500
 * page, fetched as the page itself is (page-fetch.ts); null when the page
 * itself must be loaded (a missing navigation document, as `astro dev`
 * serves none, or one the reader's page cannot take), and `failed` when the
 * fetch failed after its retries.
 */
async function navigationDocument(
  event: PreparationEvent,
  environment: PageLoaderEnvironment,
): Promise<Document | null | 'failed'> {
  const url = navigationDocumentUrl(event.to, event.from);
  if (!url) return null;
  const outcome = await fetchPage(url.href, {
    fetch: environment.fetch,
    errorPages: { ...errorPagesFor(event.to.pathname), notFound: null },
    signal: event.signal,
  });
  if (outcome.kind !== 'page') return outcome.kind === 'missing' ? null : 'failed';
  const next = environment.parse(outcome.html);
  if (!next.querySelector(routerMarker) || !keepsPersistedElements(environment.document, next))
    return null;
  reuseInlineStyles(environment.document, next);
  return next;
}

/** The page itself; null when it failed to load or is a page of another application. */
async function fullPage(
  event: PreparationEvent,
  environment: PageLoaderEnvironment,
): Promise<Document | null> {
  const outcome = await fetchPage(event.to.href, {
    fetch: environment.fetch,
    errorPages: errorPagesFor(event.to.pathname),
    signal: event.signal,
  });
  if (outcome.kind !== 'page') return null;
  const next = environment.parse(outcome.html);
  // A page of another application (no ClientRouter) is loaded in full.
  return next.querySelector(routerMarker) ? next : null;
}

/** The loader for one navigation: fills `event.newDocument`, or prevents the event. */
export function pageLoader(
  event: PreparationEvent,
  environment: PageLoaderEnvironment,
): () => Promise<void> {
  return async () => {
    const light = await navigationDocument(event, environment);
    const next = light === 'failed' ? null : (light ?? (await fullPage(event, environment)));
    if (!next) {
      event.preventDefault();
      return;
    }
    for (const noscript of next.querySelectorAll('noscript')) noscript.remove();
    event.newDocument = next;
    await preloadStyles(environment.document, next);
  };
}
