import { onMount } from 'nanostores';
import { sharedAtom } from '../../lib/page-registry.ts';

/** Spec §9: relative time labels refresh every 10 s. */
export const timeLabelRefreshMs = 10_000;

/**
 * The time every relative time label on the page formats against: one
 * interval for the whole page (shared across elements and bundle copies),
 * running only while some label is on screen.
 */
export const $now = sharedAtom<number>('live:now', Date.now(), (store) => {
  onMount(store, () => {
    store.set(Date.now());
    const timer = setInterval(() => store.set(Date.now()), timeLabelRefreshMs);
    return () => clearInterval(timer);
  });
});
