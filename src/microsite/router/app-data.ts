// app-data.json carries the build hash of the deployed site (spec §7); a
// navigation reads it (build-hash-check.ts decides what a difference means).

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
