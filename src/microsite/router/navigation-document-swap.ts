import { stylesHash, stylesHashAttribute } from '../navigation-document.ts';
import { persistedAttribute, persistedSelector } from './persisted.ts';

// How the page loader swaps in a navigation document (../navigation-document.ts):
// only where the reader's page has each persisted element it left empty, and
// with the styles the reader's page already has inline put back in place of
// its links to them.

/** Whether `current` has each persisted element of `next`: the router keeps those, filled. */
export function keepsPersistedElements(current: Document, next: Document): boolean {
  for (const element of next.body.querySelectorAll(persistedSelector)) {
    const id = element.getAttribute(persistedAttribute) ?? '';
    if (!current.querySelector(`[${persistedAttribute}="${CSS.escape(id)}"]`)) return false;
  }
  return true;
}

const hashes = new WeakMap<HTMLStyleElement, string>();
function hashOf(style: HTMLStyleElement): string {
  let hash = hashes.get(style);
  if (hash === undefined) {
    hash = stylesHash(style.textContent);
    hashes.set(style, hash);
  }
  return hash;
}

/**
 * Each stylesheet link of `next` whose styles `current` has inline becomes
 * the same inline styles: nothing to fetch, and the router keeps an inline
 * style whose text the next page has too.
 */
export function reuseInlineStyles(current: Document, next: Document): void {
  const inline = [...current.head.querySelectorAll('style')];
  for (const link of next.head.querySelectorAll(`link[${stylesHashAttribute}]`)) {
    const same = inline.find((style) => hashOf(style) === link.getAttribute(stylesHashAttribute));
    if (!same) continue;
    const style = next.createElement('style');
    style.textContent = same.textContent;
    link.replaceWith(style);
  }
}
