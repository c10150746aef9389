import { scrollRepositionDebounceMs } from '../../lib/popup-timing.ts';
import { debounce } from '../../lib/debounce.ts';

/**
 * Runs `update` after scrolling anywhere on the page (any scroll container:
 * scroll events do not bubble, so this listens in the capture phase) has been
 * quiet for 50 ms (spec §9). Returns the cleanup that removes the listener and
 * drops a pending update.
 */
export function onScrollDebounced(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  update: () => void,
  waitMs: number = scrollRepositionDebounceMs,
): () => void {
  const debounced = debounce(update, waitMs);
  const options = { capture: true, passive: true } as const;
  target.addEventListener('scroll', debounced, options);
  return () => {
    target.removeEventListener('scroll', debounced, options);
    debounced.cancel();
  };
}
