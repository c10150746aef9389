import type { ReloadGuard } from './reload-guard.ts';

// app-data.json carries the build hash of the deployed site (spec §7,
// app-data.ts). When it differs from the build the page is running, the next
// navigation is a full page load, so the reader gets the new build's HTML and
// code together (spec §4), once per new build and tab (the reload guard).

export const buildReloadReason = (deployedHash: string) => `build:${deployedHash}`;

/**
 * Whether this navigation must be a full page load: the deployed build
 * differs from the running one and the tab has not already reloaded for it.
 */
export function mustReloadForBuild(
  runningHash: string,
  deployedHash: string | null,
  guard: ReloadGuard,
): boolean {
  if (deployedHash === null || deployedHash === runningHash) return false;
  return guard.claim(buildReloadReason(deployedHash));
}

/** Once the new build runs, the guard's claim for it is resolved. */
export function releaseIfRunning(runningHash: string, guard: ReloadGuard): void {
  guard.release(buildReloadReason(runningHash));
}
