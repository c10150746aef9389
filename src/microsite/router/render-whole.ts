import { persistedSelector } from './persisted.ts';

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
// position saved is one in the whole page. At the end of a jump (a scrollbar
// drag, End), what the reader jumped over above the screen is drawn.

/** What rendered-on-approach.css lays out only near the screen (a unit test holds the two lists equal). */
export const renderedOnApproach = '.section, .winner-card, .site-footer';

/**
 * Draws `element` as any other from now on. Important, so that it also wins
 * over the footer's first-frame animation (rendered-on-approach.css), which
 * starts again when the router moves the persisted footer into a new page.
 */
function drawAsAnyOther(element: HTMLElement): void {
  element.style.setProperty('content-visibility', 'visible', 'important');
}

/** Renders whole what `root` (a document about to be shown, the current one, or a part of it) lays out only near the screen. */
export function renderWhole(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(renderedOnApproach))
    drawAsAnyOther(element);
}

/**
 * Renders whole the page the router is about to show: `next`, and what it
 * keeps of `current` (the persisted footer, moved into `next` in place of its
 * own). The current page was rendered whole only if the reader clicked a
 * link on it; Back and Forward are no click, and without this a footer never
 * drawn on the page they leave would come at its estimate into the page
 * they return to, and a position saved near its bottom would be cut short.
 */
export function renderWholeForSwap(current: Document, next: Document): void {
  renderWhole(next);
  for (const kept of current.querySelectorAll<HTMLElement>(persistedSelector)) {
    if (kept.matches(renderedOnApproach)) drawAsAnyOther(kept);
    renderWhole(kept);
  }
}

/**
 * A page whose history entry holds a saved position: reloaded, come back to
 * from history without its document, or loaded again at the same address
 * (the browser keeps the entry). Astro's router scrolls there as it starts,
 * which may have run before this, in a page laid out at the estimates. The
 * page is rendered whole and scrolled there (again). A page navigated to
 * afresh has a new entry, with no position.
 */
export function restoreSavedPositionWhole(
  window: Pick<Window, 'document' | 'history' | 'scrollTo'>,
): void {
  const state = window.history.state as { scrollX?: unknown; scrollY?: unknown } | null;
  const x = typeof state?.scrollX === 'number' ? state.scrollX : 0;
  const y = typeof state?.scrollY === 'number' ? state.scrollY : 0;
  if (x === 0 && y === 0) return;
  renderWhole(window.document);
  window.scrollTo(x, y);
}

/**
 * Runs `draw`, then scrolls by as much as that moved `kept`, so that it stays
 * where the reader sees it: the page above may grow from its estimated
 * heights. Scrolls at once, for what runs next reads the position.
 */
function keepingInPlace(window: Pick<Window, 'scrollBy'>, kept: Element, draw: () => void): void {
  const before = kept.getBoundingClientRect().top;
  draw();
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
    keepingInPlace(window, link, () => renderWhole(document));
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/**
 * Whether `element` lies wholly above the viewport, its box read only where
 * that lays out nothing left undrawn. A section across the viewport's top is
 * on screen, drawn: its cards' boxes are known. One below the top holds
 * nothing above it. One wholly above and not drawn is drawn in this round,
 * and its cards are read in the next.
 */
function whollyAbove(element: HTMLElement): boolean {
  const outer = element.parentElement?.closest<HTMLElement>(renderedOnApproach);
  if (outer && outer.style.contentVisibility !== 'visible') {
    const box = outer.getBoundingClientRect();
    if (!(box.top < 0 && box.bottom > 0)) return false;
  }
  return element.getBoundingClientRect().bottom <= 0;
}

/**
 * Draws what lies wholly above the viewport of what is laid out only near
 * the screen: a position on the page depends only on what is above it. A
 * section drawn shows the cards inside it, still at their estimate: it goes
 * on while it finds more (two rounds for the pages of today).
 */
function renderAbove(document: Document): void {
  for (;;) {
    const above = [...document.querySelectorAll<HTMLElement>(renderedOnApproach)].filter(
      (element) => element.style.contentVisibility !== 'visible' && whollyAbove(element),
    );
    if (above.length === 0) return;
    for (const element of above) drawAsAnyOther(element);
  }
}

/**
 * A reader who jumps more than a screen (drags the scrollbar, presses End)
 * passes over elements that are never drawn and keep their estimated heights:
 * the position the router saves when the scrolling ends (for a reload, or
 * Back with the browser's button) is one in that layout, and lands elsewhere
 * in the whole page. At the end of each scroll of more than a screen, what
 * lies above the viewport is drawn, what is at the middle of the screen kept
 * in place; the router then saves the position in that layout, which the
 * whole page shares above it. Below the viewport nothing is drawn: a reader
 * who flings down a page has drawn everything above on the way, and this
 * costs them nothing.
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
    if (kept) keepingInPlace(window, kept, () => renderAbove(window.document));
    settledAt = window.scrollY;
  };
  window.addEventListener('scrollend', onScrollEnd);
  return () => window.removeEventListener('scrollend', onScrollEnd);
}
