import { onMount } from 'nanostores';
import { breakpointMinWidth, breakpointOf, type Breakpoint } from '../lib/breakpoints.ts';
import { sharedAtom } from '../lib/page-registry.ts';

/**
 * The current breakpoint, or null while nothing listens or where there is no
 * `matchMedia` (server rendering). It follows the viewport through one media
 * query per breakpoint boundary while mounted.
 */
export const $breakpoint = sharedAtom<Breakpoint | null>('breakpoint', null, (store) => {
  onMount(store, () => {
    if (typeof globalThis.matchMedia !== 'function') return undefined;
    const boundaries = [
      breakpointMinWidth.medium,
      breakpointMinWidth.normal,
      breakpointMinWidth.large,
    ];
    const queries = boundaries.map((width) => globalThis.matchMedia(`(min-width: ${width}px)`));
    const update = () => {
      // The widest boundary whose query matches is the breakpoint's minimum.
      const index = queries.findLastIndex((query) => query.matches);
      store.set(breakpointOf(index === -1 ? 0 : (boundaries[index] ?? 0)));
    };
    update();
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
      store.set(null);
    };
  });
});

/** The breakpoint of the viewport right now, also when nothing listens (for event handlers). */
export function currentBreakpoint(): Breakpoint | null {
  // get() mounts the store for the moment if nothing listens, so this asks
  // the media queries even then; null only where there is no matchMedia.
  return $breakpoint.get();
}
