import { persistedSelector } from './persisted.ts';
import type { SwapEvent } from './router-events.ts';

// Astro's swap gives the focus back to an element it keeps from page to page
// (a link in the persisted footer that the reader has just clicked) with
// focus(), which scrolls that element into view. Chromium does that scroll
// after the router has put the new page at its top: a reader who follows the
// footer's link to the awards home lands at the home's footer. Here the kept
// element gives up the focus before the swap and gets it back after it,
// without scrolling: the router's position stands.

/** Wraps `event`'s swap so that focus kept across it moves no scroll position. */
export function keepFocusWithoutScrolling(
  event: Pick<SwapEvent, 'swap'>,
  document: Document,
): void {
  const swap = event.swap;
  event.swap = () => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.closest(persistedSelector)) {
      swap();
      return;
    }
    focused.blur();
    swap();
    if (focused.isConnected) focused.focus({ preventScroll: true });
  };
}
