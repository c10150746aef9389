// Runs in the page (page.addInitScript, so it must not use anything from
// outside its own body). Notes, in the page's performance.now(): every
// trusted click (the bench taps the menu button's place again and again from
// the moment the document arrives), when the left drawer
// (<dialog id="site-drawer-left">: the microsite's in the document, a legacy
// page's in the shadow root of its <site-header> or <site-drawer>) first opens
// and which click opened it, when that drawer was next painted (Event
// Timing), when the first contentful paint entry reached the page, and the
// long tasks. A tap that lands on a link does not follow it (the
// client-rendered page's fallback links sit where the menu button will be):
// the page under test stays.

export interface MenuState {
  /** Trusted clicks the page has handled (a tap before the button is there hits something else). */
  clicks: number;
  /** The last trusted click's event time: when the tap happened, not when the busy page got to it. */
  lastClickAt: number | null;
  /** When the dialog's `open` attribute was set. */
  openedAt: number | null;
  /** The event time of the click that opened it. */
  openingClickAt: number | null;
  /** When the frame after that click was presented: the drawer on screen (Event Timing, 8 ms steps). */
  shownAt: number | null;
  /** When the page began and finished handling the opening click (its handlers and the native command). */
  handling: { start: number; end: number } | null;
  /** When the page's own observer learned of the first contentful paint. */
  fcpReportedAt: number | null;
  /** Tasks of 50 ms or more on the main thread: while one runs, a tap waits. */
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    benchMenu?: MenuState;
    /** Exposed by the bench: the drawer is open, stop tapping. */
    benchMenuOpened?: () => Promise<void>;
  }
}

export function installMenuProbe(): void {
  const state: MenuState = {
    clicks: 0,
    lastClickAt: null,
    openedAt: null,
    openingClickAt: null,
    shownAt: null,
    handling: null,
    fcpReportedAt: null,
    longTasks: [],
  };
  window.benchMenu = state;
  // The elements whose shadow root may hold the drawer; each observed from
  // the first click after it has one (before that click's default action).
  const hosts = 'site-header, site-drawer';
  const watched = new WeakSet<ShadowRoot>();
  const watchOpen = { subtree: true, attributes: true, attributeFilter: ['open'] };
  const leftDrawer = (): HTMLDialogElement | null => {
    const roots = [document, ...[...document.querySelectorAll(hosts)].map((h) => h.shadowRoot)];
    for (const root of roots) {
      const dialog = root?.getElementById('site-drawer-left');
      if (dialog instanceof HTMLDialogElement) return dialog;
    }
    return null;
  };
  // The drawer opens in the click's own task (a native command, or React's
  // synchronous update of a discrete event), so the observer runs before any
  // later tap is handled: the last click opened it.
  const observer = new MutationObserver(() => {
    const dialog = leftDrawer();
    if (state.openedAt === null && dialog?.open) {
      state.openedAt = performance.now();
      state.openingClickAt = state.lastClickAt;
      void window.benchMenuOpened?.();
    }
  });
  function watchShadowRoots(): void {
    for (const host of document.querySelectorAll(hosts)) {
      const root = host.shadowRoot;
      if (!root || watched.has(root)) continue;
      watched.add(root);
      observer.observe(root, watchOpen);
    }
  }
  observer.observe(document, watchOpen);
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      state.clicks += 1;
      state.lastClickAt = event.timeStamp;
      // Before the click's default action: a drawer it opens is observed.
      watchShadowRoots();
      if (event.composedPath().some((node) => node instanceof HTMLAnchorElement))
        event.preventDefault();
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      state.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0)
      state.fcpReportedAt ??= performance.now();
  }).observe({ type: 'paint', buffered: true });
  // The opening click's entry: its start is the tap, start + duration the
  // next frame presented after its handlers and default action (the drawer).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'click' || state.openingClickAt === null || state.shownAt !== null)
        continue;
      if (Math.abs(entry.startTime - state.openingClickAt) < 1) {
        const timing = entry as PerformanceEventTiming;
        state.shownAt = timing.startTime + timing.duration;
        state.handling = { start: timing.processingStart, end: timing.processingEnd };
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}
