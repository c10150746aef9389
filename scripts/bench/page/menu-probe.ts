// Runs in the page (page.addInitScript): notes when the microsite's left
// drawer (<dialog id="site-drawer-left">) first opens, when the first trusted
// tap arrived, how many the page has handled, and the long tasks, in the
// page's performance.now(); and at the first contentful paint, has the bench
// tap the menu button.

export interface MenuState {
  /** When the first tap happened (its event's timeStamp, not when the busy page got to it). */
  tappedAt: number | null;
  /** Trusted clicks the page has handled. */
  clicks: number;
  openedAt: number | null;
  /** Tasks of 50 ms or more on the main thread: while one runs, a tap waits. */
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    benchMenu?: MenuState;
    /** Exposed by the bench: taps at this point of the screen at once. */
    benchTapAt?: (target: { x: number; y: number }) => Promise<void>;
  }
}

export function installMenuProbe(): void {
  const state: MenuState = { tappedAt: null, clicks: 0, openedAt: null, longTasks: [] };
  window.benchMenu = state;
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      state.clicks += 1;
      state.tappedAt ??= event.timeStamp;
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      state.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const dialog = document.getElementById('site-drawer-left');
    if (state.openedAt === null && dialog instanceof HTMLDialogElement && dialog.open) {
      state.openedAt = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  // At the first contentful paint, ask the bench to tap the menu button right
  // away, rather than waiting for the bench's next look at the page.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    const box = document.querySelector('.site-header__menu-button')?.getBoundingClientRect();
    if (box && box.width > 0) {
      void window.benchTapAt?.({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }
  }).observe({ type: 'paint', buffered: true });
}
