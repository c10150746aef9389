import { useHydrated } from './use-hydrated.ts';

// A button that opens a drawer's <dialog> is either an invoker (`commandfor`,
// `command="show-modal"`: it opens the dialog with no script, docs/elements/
// server-rendering.md "What works before any script") or a disclosure button
// with `aria-expanded`, never both: ARIA in HTML forbids aria-expanded on an
// element with a `command` (issue 36). The server's HTML, and the render that
// hydrates it, have the invoker; once hydrated, React's click handler opens
// the drawer through the store, and the button says whether it is open.

/** Spread onto the button; `aria-expanded: undefined` drops one set before. */
export type DrawerOpenerAttributes =
  | { 'aria-expanded': boolean }
  | { 'aria-expanded': undefined; commandfor: string; command: 'show-modal' };

/**
 * The attributes of a button that opens the dialog `dialogId` (none: a plain
 * disclosure button): the invoker command before hydration, `aria-expanded`
 * after. React passes the lowercase invoker attributes through.
 */
export function useDrawerOpener(
  dialogId: string | undefined,
  expanded: boolean,
): DrawerOpenerAttributes {
  const hydrated = useHydrated();
  if (hydrated || dialogId === undefined) return { 'aria-expanded': expanded };
  return { 'aria-expanded': undefined, commandfor: dialogId, command: 'show-modal' };
}
