import { observable, type ReadableValue } from './observable.ts';
import { delayedLoadNoticeMs } from '../constants.ts';

// A notice when a navigation has been loading for 1 s (spec §9: "a
// delayed-load notice fires after 1 s"). The store holds whether it shows;
// renderNotice() puts its text into the page's status region.

export interface DelayedLoad {
  $delayed: ReadableValue<boolean>;
  /** A navigation started loading. */
  start(): void;
  /** It finished, failed or was replaced. */
  stop(): void;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

export function createDelayedLoad(timers: Timers): DelayedLoad {
  const $delayed = observable(false);
  let timer: number | undefined;
  const clear = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  return {
    $delayed,
    start() {
      clear();
      $delayed.set(false);
      timer = timers.setTimeout(() => {
        timer = undefined;
        $delayed.set(true);
      }, delayedLoadNoticeMs);
    },
    stop() {
      clear();
      $delayed.set(false);
    },
  };
}

/** Shows the notice's text in `region` (a role=status element) while delayed; returns the cleanup. */
export function renderNotice(
  $delayed: ReadableValue<boolean>,
  region: () => HTMLElement | null,
  text: () => string,
): () => void {
  return $delayed.subscribe((delayed) => {
    const element = region();
    if (element) element.textContent = delayed ? text() : '';
  });
}
