import { onMount } from 'nanostores';
import { sharedAtom } from '../lib/page-registry.ts';

/** An open popup (drawer, dropdown, tooltip) that Escape can close. */
export interface EscapeLayer {
  readonly id: string;
  readonly close: () => void;
}

/**
 * Open popups in the order they opened. Escape closes only the topmost one,
 * through one keydown listener (capture phase, on `globalThis`, so keys from
 * inside shadow roots arrive too) that exists while any popup is open. The
 * handled Escape is default-prevented, so an open `<dialog>` underneath does
 * not also close.
 */
export const $escapeStack = sharedAtom<readonly EscapeLayer[]>('escapeStack', [], (store) => {
  onMount(store, () => {
    if (typeof globalThis.addEventListener !== 'function') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const top = store.get().at(-1);
      if (!top) return;
      event.preventDefault();
      event.stopPropagation();
      top.close();
    };
    globalThis.addEventListener('keydown', onKeyDown, true);
    return () => globalThis.removeEventListener('keydown', onKeyDown, true);
  });
});

/**
 * Puts a popup on top of the stack; returns the function that takes it off
 * again (call it when the popup closes or unmounts). Pushing an id that is
 * already on the stack moves it to the top.
 */
export function pushEscapeLayer(id: string, close: () => void): () => void {
  const layer: EscapeLayer = { id, close };
  const keepMounted = $escapeStack.listen(() => {});
  $escapeStack.set([...$escapeStack.get().filter((other) => other.id !== id), layer]);
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    $escapeStack.set($escapeStack.get().filter((other) => other !== layer));
    keepMounted();
  };
}

export function topEscapeLayer(): EscapeLayer | undefined {
  return $escapeStack.get().at(-1);
}
