// The click EarlyClick.astro noted before the island runtime arrived: taken
// once (its listener removed), then given to the island that contains it.

interface EarlyClick {
  listen?: (event: Event) => void;
  target?: EventTarget | null;
}

declare global {
  interface Window {
    awardsEarlyClick?: EarlyClick;
  }
}

/** `undefined` until taken from the page; then the target no island has claimed yet. */
let unclaimed: Element | null | undefined;

function takeFromPage(): Element | null {
  const early = window.awardsEarlyClick;
  if (!early) return null;
  delete window.awardsEarlyClick;
  if (early.listen) removeEventListener('click', early.listen, true);
  return early.target instanceof Element ? early.target : null;
}

/** The target of a click made before the runtime arrived, if it lies in `island` (once). */
export function claimEarlyClick(island: HTMLElement): Element | null {
  unclaimed ??= takeFromPage();
  if (!unclaimed || !island.contains(unclaimed)) return null;
  const target = unclaimed;
  unclaimed = null;
  return target;
}
