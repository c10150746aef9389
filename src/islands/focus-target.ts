/**
 * Focus helpers of the chrome's views, on plain DOM (they work the same in a
 * shadow root and in the page).
 */

/** The element that has the focus in `node`'s tree (a shadow root's own, or the document's). */
function activeElementOf(node: Node): Element | null {
  return (node.getRootNode() as Document | ShadowRoot).activeElement;
}

/**
 * Focuses `target` whatever its markup: an element that cannot take the focus
 * (a `<main>` or `<div>` without tabindex) gets `tabindex="-1"` first, which
 * lets a script focus it without adding it to the tab order. Returns whether
 * the focus is now on it (a hidden element cannot have it).
 */
export function focusElement(target: HTMLElement): boolean {
  target.focus();
  if (activeElementOf(target) === target) return true;
  if (target.hasAttribute('tabindex')) return false;
  target.setAttribute('tabindex', '-1');
  target.focus();
  return activeElementOf(target) === target;
}

const controls = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/** Whether a control has a box on screen (not display: none, not in a closed popup). */
function isShown(control: HTMLElement): boolean {
  return control.getClientRects().length > 0 && getComputedStyle(control).visibility === 'visible';
}

/**
 * The first control a reader sees in the site header nearest to `near`: in the
 * same tree (a header's own drawer), else the page's `<site-header>` or
 * `.site-header`. The skip link, shown on focus only, is not one.
 */
export function firstHeaderControl(near: Node): HTMLElement | null {
  const root = near.getRootNode() as Document | ShadowRoot;
  const doc = near.ownerDocument ?? document;
  const header =
    root.querySelector('.site-header') ??
    doc.querySelector('site-header')?.shadowRoot?.querySelector('.site-header') ??
    doc.querySelector('.site-header');
  if (!header) return null;
  return (
    [...header.querySelectorAll<HTMLElement>(controls)].find(
      (control) => !control.classList.contains('site-skip-link') && isShown(control),
    ) ?? null
  );
}

/**
 * Gives the focus back after a drawer closed: to the control that opened it
 * if it can still take it, else (the menu button hidden because the window
 * grew past the mobile breakpoint) to the first control of the header, never
 * to the page's body.
 */
export function returnFocusAfterDrawer(opener: HTMLElement | null, drawer: HTMLElement): void {
  if (opener?.isConnected && isShown(opener)) {
    opener.focus();
    if (activeElementOf(opener) === opener) return;
  }
  firstHeaderControl(opener?.isConnected ? opener : drawer)?.focus();
}
