// Off the first screen, a section, a winner card and the footer are laid out
// at an estimated height until the reader nears them
// (src/microsite/styles/rendered-on-approach.css): a first paint and the
// drawer's first opening then cost nothing for them. A position that a script
// scrolls to is computed from that layout, though: a page swapped in by the
// router and scrolled to its saved position or to an anchor, a reload's saved
// position that the router restores, a jump to an anchor further down. Each
// would land where the estimates put it, hundreds of pixels off. Before any
// of them the page is rendered whole: those elements drawn as any other,
// their real heights known, for the rest of the page's life. So is the page a
// link is clicked on, before the router saves its position to come back to,
// the clicked link kept where it is on screen as the page above it grows: the
// position saved is one in the whole page. So is a page the reader jumped
// through (a scrollbar drag, End), at the end of the jump.

/** What rendered-on-approach.css lays out only near the screen (a unit test holds the two lists equal). */
export const renderedOnApproach = '.section, .winner-card, .site-footer';

/** Renders whole what `root` (a document about to be shown, or the current one) lays out only near the screen. */
export function renderWhole(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(renderedOnApproach))
    element.style.contentVisibility = 'visible';
}

/**
 * A tab's first page reloaded, or come back to from history without its
 * document: the router scrolls to the saved position as it starts, which may
 * have run before this. The page is rendered whole and scrolled there (again).
 * A page navigated to afresh has no position to restore.
 */
export function restoreSavedPositionWhole(
  window: Pick<Window, 'document' | 'history' | 'performance' | 'scrollTo'>,
): void {
  const [navigation] = window.performance.getEntriesByType('navigation') as
    PerformanceNavigationTiming[] | [];
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return;
  const state = window.history.state as { scrollX?: unknown; scrollY?: unknown } | null;
  const x = typeof state?.scrollX === 'number' ? state.scrollX : 0;
  const y = typeof state?.scrollY === 'number' ? state.scrollY : 0;
  if (x === 0 && y === 0) return;
  renderWhole(window.document);
  window.scrollTo(x, y);
}

/**
 * Renders the page whole, then scrolls by as much as that moved `kept`, so
 * that it stays where the reader sees it: the page above may grow from its
 * estimated heights. Scrolls at once, for what runs next reads the position.
 */
function renderWholeKeeping(window: Pick<Window, 'document' | 'scrollBy'>, kept: Element): void {
  const before = kept.getBoundingClientRect().top;
  renderWhole(window.document);
  const moved = kept.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}

/**
 * Renders the page whole on a click on a link, the link kept in place, before
 * the router (which listens after this, not in the capture phase) saves the
 * position or jumps to an anchor. Once is enough: a page the router swaps in
 * is rendered whole before it is shown.
 */
export function renderWholeOnLinkClicks(window: Pick<Window, 'document' | 'scrollBy'>): () => void {
  const { document } = window;
  let renderedWhole = false;
  const onClick = (event: MouseEvent) => {
    if (renderedWhole) return;
    const target = event.composedPath()[0];
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!link) return;
    renderedWhole = true;
    renderWholeKeeping(window, link);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/**
 * A reader who jumps more than a screen (drags the scrollbar, presses End)
 * passes over elements that are never drawn and keep their estimated heights:
 * the position the router saves when the scrolling ends (for a reload, or
 * Back with the browser's button) is one in that layout, and lands elsewhere
 * in the whole page. At the end of such a jump the page is rendered whole,
 * what is at the middle of the screen kept in place; the router then saves
 * the position in the whole page. A reader who scrolls step by step draws
 * everything on the way and costs nothing here.
 */
export function renderWholeAfterJumps(
  window: Pick<
    Window,
    | 'document'
    | 'scrollBy'
    | 'scrollY'
    | 'innerWidth'
    | 'innerHeight'
    | 'addEventListener'
    | 'removeEventListener'
  >,
): () => void {
  let settledAt = window.scrollY;
  const onScrollEnd = () => {
    const jumped = Math.abs(window.scrollY - settledAt) > window.innerHeight;
    settledAt = window.scrollY;
    if (!jumped) return;
    const kept = window.document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    if (kept) renderWholeKeeping(window, kept);
    else renderWhole(window.document);
    window.removeEventListener('scrollend', onScrollEnd);
  };
  window.addEventListener('scrollend', onScrollEnd);
  return () => window.removeEventListener('scrollend', onScrollEnd);
}
