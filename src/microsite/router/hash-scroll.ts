// A hash link to an anchor on the same page scrolls there smoothly (spec §2),
// and instantly for readers who prefer reduced motion. The ClientRouter moves
// to the anchor (history and focus); this only sets how the viewport scrolls
// for that one jump. Other scrolls (the top of a new page, a restored
// position) stay instant.

export interface HashScrollEnvironment {
  document: Document;
  location: Location;
  prefersReducedMotion: () => boolean;
}

/** True for a plain left click on a link to an anchor of the current page. */
export function isSamePageHashClick(
  event: MouseEvent,
  location: Location,
): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.composedPath()[0];
  const link = target instanceof Element ? target.closest('a') : null;
  if (!link || !link.hash || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, location.href);
  const samePage =
    url.origin === location.origin &&
    url.pathname === location.pathname &&
    url.search === location.search;
  return samePage ? link : null;
}

/** How long a smooth scroll may take before scrolling is set back to instant anyway. */
const smoothScrollLimitMs = 1_500;

/**
 * The router copies the new page's <html> attributes over the current ones,
 * inline style included: give the new page instant scrolling before that, so
 * the router's own scrolling (to the anchor, to a saved position) never runs
 * smoothly.
 */
export function keepInstantScrolling(newDocument: Document): void {
  newDocument.documentElement.style.scrollBehavior = 'auto';
}

export function setupHashScroll({
  document,
  location,
  prefersReducedMotion,
}: HashScrollEnvironment): () => void {
  const root = document.documentElement;
  // With JavaScript on, scrolling is instant unless this module says otherwise
  // (the stylesheet's smooth scrolling is for readers without JavaScript).
  root.style.scrollBehavior = 'auto';
  let reset: (() => void) | undefined;

  const onClick = (event: MouseEvent) => {
    if (!isSamePageHashClick(event, location)) return;
    reset?.();
    if (prefersReducedMotion()) return;
    root.style.scrollBehavior = 'smooth';
    const done = () => {
      root.style.scrollBehavior = 'auto';
      document.removeEventListener('scrollend', done);
      reset = undefined;
    };
    // Back to instant once the smooth scroll has ended (or did not start).
    document.addEventListener('scrollend', done);
    const fallback = setTimeout(done, smoothScrollLimitMs);
    reset = () => {
      clearTimeout(fallback);
      done();
    };
  };
  // Capture phase: runs before the router handles the click.
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    reset?.();
    root.style.removeProperty('scroll-behavior');
  };
}
