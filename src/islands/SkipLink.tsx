import type { MouseEvent } from 'react';
import { focusElement } from './focus-target.ts';

export interface SkipLinkProps {
  label: string;
  /** The id of the page's main content, an element of the page's document. */
  targetId?: string;
}

/**
 * The first focusable thing on the page: jumps past the header to the
 * content and moves the focus there, not only the scroll position, whatever
 * the target's markup (a `<main>` without tabindex gets `tabindex="-1"`; see
 * focusElement). Before hydration, or when the page has no such element, it
 * is a plain link to `#id`.
 */
export function SkipLink({ label, targetId = 'main' }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = event.currentTarget.ownerDocument.getElementById(targetId);
    if (target && focusElement(target)) event.preventDefault();
  };
  return (
    <a className="site-skip-link" href={`#${targetId}`} onClick={onClick}>
      {label}
    </a>
  );
}
