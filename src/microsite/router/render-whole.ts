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
// position saved is one in the whole page.

/** What rendered-on-approach.css lays out only near the screen. */
const renderedOnApproach = '.section, .winner-card, .site-footer';

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
 * Renders the page whole on a click on a link, and scrolls by as much as that
 * moved the link, before the router (which listens after this, not in the
 * capture phase) saves the position or jumps to an anchor.
 */
export function renderWholeOnLinkClicks(window: Pick<Window, 'document' | 'scrollBy'>): () => void {
  const { document } = window;
  const onClick = (event: MouseEvent) => {
    const target = event.composedPath()[0];
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!link) return;
    const before = link.getBoundingClientRect().top;
    renderWhole(document);
    const moved = link.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
