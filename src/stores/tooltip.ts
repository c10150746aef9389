import { atom, type ReadableAtom } from 'nanostores';
import { tooltipHideDelayMs, tooltipShowDelayMs } from '../lib/popup-timing.ts';

export interface TooltipStore {
  readonly $visible: ReadableAtom<boolean>;
  /** The pointer entered the trigger or the tooltip: show after the show delay. */
  pointerEnter(): void;
  /** The pointer left the trigger or the tooltip: hide after the hide delay. */
  pointerLeave(): void;
  /** The trigger got keyboard focus: show at once. */
  focus(): void;
  /** The trigger lost focus: hide at once. */
  blur(): void;
  /** Escape: hide at once. */
  dismiss(): void;
  /** Cancels a pending timer; call on unmount. */
  destroy(): void;
}

/**
 * The visibility of one tooltip and its timers (spec §4): active 200 ms after
 * hover or at once on focus; inactive 200 ms after leaving or at once on blur;
 * Escape closes. Moving from the trigger onto the tooltip within the hide
 * delay keeps it open, so its content can be hovered (WCAG 1.4.13).
 */
export function createTooltipStore(
  showDelayMs: number = tooltipShowDelayMs,
  hideDelayMs: number = tooltipHideDelayMs,
): TooltipStore {
  const $visible = atom(false);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const setAfter = (visible: boolean, delay: number) => {
    cancel();
    if ($visible.get() === visible) return;
    timer = setTimeout(() => {
      timer = undefined;
      $visible.set(visible);
    }, delay);
  };
  const setNow = (visible: boolean) => {
    cancel();
    $visible.set(visible);
  };

  return {
    $visible,
    pointerEnter: () => setAfter(true, showDelayMs),
    pointerLeave: () => setAfter(false, hideDelayMs),
    focus: () => setNow(true),
    blur: () => setNow(false),
    dismiss: () => setNow(false),
    destroy: cancel,
  };
}
