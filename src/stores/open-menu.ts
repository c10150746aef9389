import { sharedAtom } from '../lib/page-registry.ts';

/**
 * The id of the one open dropdown menu on the page, or null. Opening a menu
 * closes whichever was open before: one menu open at a time, across islands.
 */
export const $openMenu = sharedAtom<string | null>('openMenu', null);

export function openMenu(id: string): void {
  $openMenu.set(id);
}

/** Closes `id` if it is the open menu; leaves another open menu alone. */
export function closeMenu(id: string): void {
  if ($openMenu.get() === id) $openMenu.set(null);
}

export function toggleMenu(id: string): void {
  if ($openMenu.get() === id) closeMenu(id);
  else openMenu(id);
}
