import { onMount } from 'nanostores';
import { isMobileBreakpoint } from '../lib/breakpoints.ts';
import { sharedAtom } from '../lib/page-registry.ts';
import { $breakpoint } from './viewport.ts';

export type DrawerSide = 'left' | 'right';

/**
 * Which drawer is open. Shared, so that a menu button in `<site-header>` opens
 * a `<site-drawer>` placed anywhere on the page. While anything listens, a
 * viewport that grows past the mobile breakpoint (900 px) closes the drawer.
 */
export const $openDrawer = sharedAtom<DrawerSide | null>('openDrawer', null, (store) => {
  onMount(store, () =>
    $breakpoint.subscribe((breakpoint) => {
      if (breakpoint && !isMobileBreakpoint(breakpoint) && store.get()) store.set(null);
    }),
  );
});

/** The element that opened the drawer; focus returns to it when the drawer closes. */
export const $drawerOpener = sharedAtom<HTMLElement | null>('drawerOpener', null);

export function openDrawer(side: DrawerSide, opener?: HTMLElement | null): void {
  $drawerOpener.set(opener ?? null);
  $openDrawer.set(side);
}

export function closeDrawer(): void {
  $openDrawer.set(null);
}

export function toggleDrawer(side: DrawerSide, opener?: HTMLElement | null): void {
  if ($openDrawer.get() === side) closeDrawer();
  else openDrawer(side, opener);
}

/** The opener to give focus back to, once: later calls return null. */
export function takeDrawerOpener(): HTMLElement | null {
  const opener = $drawerOpener.get();
  $drawerOpener.set(null);
  return opener;
}
