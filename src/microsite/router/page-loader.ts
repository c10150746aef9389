import { micrositeHref } from '../base-path.ts';
import { micrositeSiteForPath } from '../sites.ts';
import { basePath } from '../base-path.ts';
import { fetchPage } from './page-fetch.ts';
import type { PreparationEvent } from './router-events.ts';

// Our replacement of the ClientRouter's page loader: Astro's own swaps in
// whatever HTML a failing server returns. This one shows the site's 404 page
// for a missing page and its 500 page for a server error, retries other
// failures 3 times, and otherwise prevents the client-side navigation, which
// makes the router load the address in full (spec §4, §8).

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

/** The loader for one navigation: fills `event.newDocument`, or prevents the event. */
export function pageLoader(
  event: PreparationEvent,
  environment: PageLoaderEnvironment,
): () => Promise<void> {
  return async () => {
    const outcome = await fetchPage(event.to.href, {
      fetch: environment.fetch,
      errorPages: errorPagesFor(event.to.pathname),
      signal: event.signal,
    });
    if (outcome.kind === 'failed') {
      event.preventDefault();
      return;
    }
    const next = environment.parse(outcome.html);
    // A page of another application (no ClientRouter) is loaded in full.
    if (!next.querySelector(routerMarker)) {
      event.preventDefault();
      return;
    }
    for (const noscript of next.querySelectorAll('noscript')) noscript.remove();
    event.newDocument = next;
    await preloadStyles(environment.document, next);
  };
}
