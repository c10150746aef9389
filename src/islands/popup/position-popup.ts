import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  size,
  type Placement,
} from '@floating-ui/dom';
import { popupViewportMarginPx } from '../../lib/popup-timing.ts';
import { onScrollDebounced } from './on-scroll-debounced.ts';

export interface PositionOptions {
  placement?: Placement;
  /** Gap between the trigger and the popup, in px. */
  gap?: number;
}

/**
 * Keeps `popup` next to `anchor` with @floating-ui/dom while it is open: 50 px
 * from every viewport edge (spec §9), flipped when there is no room, no taller
 * than the room left. Resizes reposition at once; scrolling repositions after
 * the 50 ms debounce (autoUpdate's own scroll and layout-shift tracking are off
 * for that reason). Returns the cleanup that removes every listener and
 * observer. Positions through the CSSOM (allowed by a strict CSP), never a
 * `style` attribute in markup.
 */
export function positionPopup(
  anchor: HTMLElement,
  popup: HTMLElement,
  { placement = 'bottom-end', gap = 8 }: PositionOptions = {},
): () => void {
  let active = true;
  const padding = popupViewportMarginPx;
  const update = () => {
    void computePosition(anchor, popup, {
      placement,
      strategy: 'fixed',
      middleware: [
        offset(gap),
        flip({ padding }),
        shift({ padding }),
        size({
          padding,
          apply({ availableHeight, availableWidth, elements }) {
            elements.floating.style.maxHeight = `${Math.max(availableHeight, 120)}px`;
            elements.floating.style.maxWidth = `${Math.max(availableWidth, 160)}px`;
          },
        }),
      ],
    }).then(({ x, y, placement: finalPlacement }) => {
      if (!active) return;
      popup.style.left = `${x}px`;
      popup.style.top = `${y}px`;
      popup.dataset['placement'] = finalPlacement;
    });
  };
  const stopAutoUpdate = autoUpdate(anchor, popup, update, {
    ancestorScroll: false,
    layoutShift: false,
  });
  const stopScroll = onScrollDebounced(globalThis, update);
  return () => {
    active = false;
    stopAutoUpdate();
    stopScroll();
  };
}
