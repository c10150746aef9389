import type { UnreadCountText } from '../../islands/unread-count-text.ts';

// The unread counts of server-rendered HTML, written without React: exactly
// the markup the views render for the same count (islands/UnreadLinks.tsx
// `UnreadLink`, views/SiteUnreadBadgeView.tsx), so that the views later
// hydrate what is on screen (tests/browser/elements/live-counts/ compares the
// two for every change of count). Only text is replaced; a badge that appears
// or goes is added or removed whole.

/** A header link marked `data-unread`: its visually hidden name and its badge. */
export function writeCountLink(link: Element, text: UnreadCountText): void {
  const label = link.querySelector(':scope > .site-visually-hidden');
  if (label) setText(label, text.label);
  const badge = link.querySelector(':scope > .site-badge');
  if (text.badge === null) {
    badge?.remove();
    return;
  }
  if (badge) {
    setText(badge, text.badge);
    return;
  }
  const added = element('span', { class: 'site-badge', 'aria-hidden': 'true' }, text.badge);
  link.append(added);
}

/**
 * `<site-unread-badge>`'s root: after the server's stylesheet, the badge and
 * its name, or nothing where no badge shows.
 */
export function writeStandaloneBadge(root: ShadowRoot, text: UnreadCountText): void {
  // (`:scope` matches nothing in a shadow root: its children are looked at.)
  const badge = [...root.children].find((child) =>
    child.classList.contains('site-badge--standalone'),
  );
  if (text.badge === null) {
    badge?.remove();
    return;
  }
  if (badge) {
    const [count, label] = badge.children;
    if (count) setText(count, text.badge);
    if (label) setText(label, text.label);
    return;
  }
  root.append(
    element(
      'span',
      { class: 'site-badge site-badge--standalone', part: 'badge' },
      element('span', { 'aria-hidden': 'true' }, text.badge),
      element('span', { class: 'site-visually-hidden' }, text.label),
    ),
  );
}

/** Replaces the text only when it changed (one text node, as React renders it). */
function setText(node: Element, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

function element(
  tag: string,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}
