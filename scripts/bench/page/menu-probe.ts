// Runs in the page (page.addInitScript): notes when the microsite's left
// drawer (<dialog id="site-drawer-left">) first opens, when the first trusted
// tap arrived, how many the page has handled, and the long tasks, in the
// page's performance.now().

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
}
