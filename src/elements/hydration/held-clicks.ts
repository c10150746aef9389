// A tap on a control that only works once hydrated (a dropdown's button),
// made while the views are still loading, is not lost: the click is held and
// replayed on the same button once React has taken the server's HTML over
// (hydration keeps every node, so the button and its focus are the same).
// Links and invoker buttons (`commandfor`: the drawers) work without any
// script, so their clicks go through at once, in a browser that has invoker
// commands (WebKit before Safari 26.2 has none: there they are held too).
// Dropdown buttons open at once too (early-dropdowns.ts).

/** Buttons whose click needs the hydrated view. */
function viewOnlyControls(): string {
  const invokers = 'commandForElement' in HTMLButtonElement.prototype;
  const buttons = 'button:not([aria-controls][aria-expanded])';
  return invokers
    ? `${buttons}:not([commandfor]), [role="button"]:not(a)`
    : `${buttons}, [role="button"]:not(a)`;
}

export interface HeldClicks {
  /** Replays the last held click, if its button is still in the root, and stops holding. */
  release(): void;
  /** Stops holding without replaying (the view failed). */
  cancel(): void;
}

/** Holds clicks on `root`'s view-only controls until `release()`. */
export function holdClicks(root: ShadowRoot): HeldClicks {
  let held: HTMLElement | null = null;
  const needsView = viewOnlyControls();
  const onClick = (event: Event) => {
    const target = event.composedPath()[0];
    const control = target instanceof Element ? target.closest<HTMLElement>(needsView) : null;
    if (!control || !root.contains(control)) return;
    // No other listener, native or React's (not there yet), sees this click.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  root.addEventListener('click', onClick, { capture: true });
  const stop = () => root.removeEventListener('click', onClick, { capture: true });
  return {
    release() {
      stop();
      const control = held;
      held = null;
      if (control?.isConnected && root.contains(control)) control.click();
    },
    cancel() {
      stop();
      held = null;
    },
  };
}
