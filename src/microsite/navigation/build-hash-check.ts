import type { ReloadGuard } from './reload-guard.ts';

// app-data.json carries the build hash of the deployed site (spec §7). When
// it differs from the build the page is running, the next navigation is a
// full page load, so the reader gets the new build's HTML and code together
// (spec §4), once per new build and tab (the reload guard).

export interface AppData {
  buildHash: string;
}

export function parseAppData(value: unknown): AppData | null {
  if (typeof value !== 'object' || value === null) return null;
  const buildHash = (value as Record<string, unknown>)['buildHash'];
  return typeof buildHash === 'string' && buildHash !== '' ? { buildHash } : null;
}

/** The deployed build hash, or null when app-data.json cannot be read (then nothing changes). */
export async function fetchDeployedBuildHash(
  fetchImpl: typeof fetch,
  appDataUrl: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const response = await fetchImpl(appDataUrl, { cache: 'no-store', signal: signal ?? null });
    if (!response.ok) return null;
    return parseAppData(await response.json())?.buildHash ?? null;
  } catch {
    return null;
  }
}

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
