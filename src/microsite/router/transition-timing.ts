import { observable, type ReadableValue } from './observable.ts';
import { pageTransitionMs, scrollDelayMs } from '../constants.ts';

// The rhythm of a navigation (spec §2, §9): the old page's content exits for
// 400 ms while the next page loads; the swap happens when both are done, so
// the scroll to the top, to the anchor or back to the saved position comes
// 400 ms after the navigation started, hidden behind the exit; then the new
// content enters in 400 ms. The phase is mirrored on <html
// data-awards-navigation> for the stylesheet (reduced motion: no animation).

export type NavigationPhase = 'idle' | 'exit' | 'enter';

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

export interface TransitionTiming {
  $phase: ReadableValue<NavigationPhase>;
  /**
   * Starts the exit; the returned promise resolves when `load` has finished
   * and the scroll delay has passed, whichever is later.
   */
  exit(load: () => Promise<void>): Promise<void>;
  /** The new page is in place: enter, then idle after the transition time. */
  enter(): void;
  /** The navigation was cancelled or became a full page load. */
  reset(): void;
}

export function createTransitionTiming(timers: Timers): TransitionTiming {
  const $phase = observable<NavigationPhase>('idle');
  let enterTimer: number | undefined;
  const clearEnter = () => {
    if (enterTimer !== undefined) timers.clearTimeout(enterTimer);
    enterTimer = undefined;
  };
  return {
    $phase,
    async exit(load) {
      clearEnter();
      $phase.set('exit');
      const hold = new Promise<void>((resolve) => timers.setTimeout(resolve, scrollDelayMs));
      await Promise.all([load(), hold]);
    },
    enter() {
      clearEnter();
      $phase.set('enter');
      enterTimer = timers.setTimeout(() => {
        enterTimer = undefined;
        $phase.set('idle');
      }, pageTransitionMs);
    },
    reset() {
      clearEnter();
      $phase.set('idle');
    },
  };
}

/** Mirrors the phase on the root element; returns the cleanup. */
export function renderPhase(
  $phase: ReadableValue<NavigationPhase>,
  root: () => HTMLElement,
): () => void {
  return $phase.subscribe((phase) => {
    if (phase === 'idle') root().removeAttribute('data-awards-navigation');
    else root().setAttribute('data-awards-navigation', phase);
  });
}
