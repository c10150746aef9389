// What counts as the reader's intent to use a server-rendered element (issue
// 37): a pointer over it or pressed on it, focus in it, a key, a touch or a
// click. The
// server's HTML works before any script (links, drawers by invoker commands);
// React and the views are fetched only once the reader reaches for a control
// that needs them, so a page that is only read downloads none of them.

// `click` too: assistive technologies can click without a pointer or a key
// before it, and the click that starts the loading is held (held-clicks.ts).
const intentEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
] as const;

/**
 * Calls `onIntent` once, at the first sign that the reader is about to use
 * `host` (events inside its shadow root reach the host, retargeted). Returns
 * the cleanup, which also stops waiting.
 */
export function whenReaderReaches(host: HTMLElement, onIntent: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of intentEvents) host.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    onIntent();
  }
  for (const type of intentEvents) host.addEventListener(type, handle, options);
  // Focus already inside (the reader tabbed in, or opened a drawer, before the
  // bundle ran). Not `:focus-within`: it stops matching while the window is
  // in the background.
  const focused = host.shadowRoot?.activeElement ?? null;
  if (focused !== null || host.contains(document.activeElement)) queueMicrotask(handle);
  return stop;
}
