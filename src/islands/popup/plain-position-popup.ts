import type { Placement } from '@floating-ui/dom';
import { popupViewportMarginPx } from '../../lib/popup-timing.ts';
import { onScrollDebounced } from './on-scroll-debounced.ts';
import type { PositionOptions } from './position-popup.ts';

// position-popup.ts without @floating-ui/dom, for the microsite's browser
// build (src/microsite/hydration/browser-swaps-plugin.ts): @floating-ui was
// about 6 KB brotli of the 15 KB that a reader's first tap on a header
// control may download beside React (issue 21). The same contract and the
// same result for the fixed popups of the chrome, in a left-to-right page:
// the placement's side and alignment, offset by the gap, flipped (side, then
// alignment) when it would cross the 50 px viewport margin, shifted along the
// side to stay inside it, and no taller or wider than the room left
// (tests/browser/islands/plain-position-popup.test.ts compares both).

type Side = 'top' | 'bottom' | 'left' | 'right';
type Alignment = 'start' | 'end' | undefined;
type Overflow = Record<Side, number>;

const oppositeSide: Record<Side, Side> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

const sideOf = (placement: Placement) => placement.split('-')[0] as Side;
const alignmentOf = (placement: Placement) => placement.split('-')[1] as Alignment;
const isVertical = (side: Side) => side === 'top' || side === 'bottom';
const join = (side: Side, alignment: Alignment) =>
  (alignment ? `${side}-${alignment}` : side) as Placement;

/** The placements floating-ui's flip tries, in its order. */
function candidates(placement: Placement): Placement[] {
  const side = sideOf(placement);
  const alignment = alignmentOf(placement);
  const other = alignment === 'start' ? 'end' : 'start';
  const opposite = oppositeSide[side];
  return alignment
    ? [placement, join(side, other), join(opposite, alignment), join(opposite, other)]
    : [placement, opposite];
}

/** The popup's top-left corner for a placement. */
function coordinates(anchor: DOMRect, popup: DOMRect, placement: Placement, gap: number) {
  const side = sideOf(placement);
  const alignment = alignmentOf(placement);
  const along = (start: number, length: number, size: number) =>
    alignment === 'start'
      ? start
      : alignment === 'end'
        ? start + length - size
        : start + (length - size) / 2;
  if (isVertical(side)) {
    const y = side === 'bottom' ? anchor.bottom + gap : anchor.top - gap - popup.height;
    return { x: along(anchor.left, anchor.width, popup.width), y };
  }
  const x = side === 'right' ? anchor.right + gap : anchor.left - gap - popup.width;
  return { x, y: along(anchor.top, anchor.height, popup.height) };
}

/** How far the popup at (x, y) crosses each edge of the viewport less its margin. */
function overflowOf(x: number, y: number, popup: DOMRect, padding: number): Overflow {
  const { clientWidth, clientHeight } = document.documentElement;
  return {
    top: padding - y,
    left: padding - x,
    bottom: y + popup.height - (clientHeight - padding),
    right: x + popup.width - (clientWidth - padding),
  };
}

/**
 * The overflows flip checks, in floating-ui's order: the side's, then the
 * alignment's edge (the one the popup grows towards, or away from when the
 * anchor is the longer), then the opposite edge.
 */
function checked(overflow: Overflow, placement: Placement, anchor: DOMRect, popup: DOMRect) {
  const side = sideOf(placement);
  const start = alignmentOf(placement) === 'start';
  let edge: Side;
  if (isVertical(side)) edge = (start ? 'right' : 'left') as Side;
  else edge = start ? 'bottom' : 'top';
  const longer = isVertical(side) ? anchor.width > popup.width : anchor.height > popup.height;
  if (longer) edge = oppositeSide[edge];
  return [overflow[side], overflow[edge], overflow[oppositeSide[edge]]];
}

function place(anchor: HTMLElement, popup: HTMLElement, placement: Placement, gap: number) {
  const padding = popupViewportMarginPx;
  const anchorBox = anchor.getBoundingClientRect();
  const popupBox = popup.getBoundingClientRect();
  const tried = candidates(placement).map((candidate) => {
    const { x, y } = coordinates(anchorBox, popupBox, candidate, gap);
    const excess = checked(overflowOf(x, y, popupBox, padding), candidate, anchorBox, popupBox);
    return { candidate, fits: excess.every((value) => value <= 0), excess };
  });
  // The first that fits; else, of those with room on their side, the one with
  // the least overflow at its alignment's edge; else the least overflow in all.
  const total = (excess: number[]) => excess.reduce((sum, value) => sum + Math.max(0, value), 0);
  const chosen =
    tried.find((one) => one.fits) ??
    tried
      .filter((one) => (one.excess[0] ?? 0) <= 0)
      .sort((a, b) => (a.excess[1] ?? 0) - (b.excess[1] ?? 0))[0] ??
    [...tried].sort((a, b) => total(a.excess) - total(b.excess))[0];
  const final = chosen?.candidate ?? placement;
  let { x, y } = coordinates(anchorBox, popupBox, final, gap);
  // Shift along the side, within the margin.
  const side = sideOf(final);
  const clamp = (value: number, size: number, room: number) =>
    Math.max(padding, Math.min(value, room - padding - size));
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  if (isVertical(side)) x = clamp(x, popupBox.width, width);
  else y = clamp(y, popupBox.height, height);
  // The room left (floating-ui's size): towards the side up to the margin,
  // and across it, where the popup shifts, the whole viewport within the margin.
  const overflow = overflowOf(x, y, popupBox, padding);
  const clippedHeight = popupBox.height - overflow.top - overflow.bottom;
  const clippedWidth = popupBox.width - overflow.left - overflow.right;
  const availableHeight = isVertical(side)
    ? Math.min(popupBox.height - overflow[side], clippedHeight)
    : clippedHeight;
  const availableWidth = isVertical(side)
    ? clippedWidth
    : Math.min(popupBox.width - overflow[side], clippedWidth);
  return { x, y, placement: final, availableHeight, availableWidth };
}

/** positionPopup (position-popup.ts), computed here instead of by @floating-ui/dom. */
export function positionPopup(
  anchor: HTMLElement,
  popup: HTMLElement,
  { placement = 'bottom-end', gap = 8 }: PositionOptions = {},
): () => void {
  const update = () => {
    const sized = place(anchor, popup, placement, gap);
    const maxHeight = `${Math.max(sized.availableHeight, 120)}px`;
    const maxWidth = `${Math.max(sized.availableWidth, 160)}px`;
    const resized = popup.style.maxHeight !== maxHeight || popup.style.maxWidth !== maxWidth;
    popup.style.maxHeight = maxHeight;
    popup.style.maxWidth = maxWidth;
    // As floating-ui does after its size middleware changed the popup: place it again.
    const { x, y, placement: final } = resized ? place(anchor, popup, placement, gap) : sized;
    popup.style.left = `${x}px`;
    popup.style.top = `${y}px`;
    popup.dataset['placement'] = final;
  };
  update();
  const resize = new ResizeObserver(update);
  resize.observe(anchor);
  resize.observe(popup);
  addEventListener('resize', update);
  const stopScroll = onScrollDebounced(globalThis, update);
  return () => {
    resize.disconnect();
    removeEventListener('resize', update);
    stopScroll();
  };
}
