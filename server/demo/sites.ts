import { loadValidMarkets } from '../../src/markets/load.ts';
import { toPublicSite } from '../../src/markets/project.ts';
import { createSiteRegistry } from '../../src/markets/registry.ts';
import type { PublicSite } from '../../src/markets/public-site.ts';

/** The sites the demo pages can show: the public projection of every market file. */
export interface DemoSites {
  keys(): string[];
  byKey(key: string): PublicSite | undefined;
}

/**
 * Loads and validates the market files once. A broken market folder does not
 * stop the server: the demo pages then show the validation errors, the API
 * keeps working.
 */
export function loadDemoSites(folder: string): DemoSites | { error: string } {
  try {
    const registry = createSiteRegistry(loadValidMarkets(folder));
    const sites = new Map(
      registry.keys().map((key) => {
        const site = registry.byKey(key);
        if (!site) throw new Error(`site ${key} disappeared from the registry`);
        return [key, toPublicSite(key, site.record)] as const;
      }),
    );
    return { keys: () => [...sites.keys()], byKey: (key) => sites.get(key) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
