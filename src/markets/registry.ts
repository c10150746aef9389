import type { MarketRecord } from '../../markets/schema.ts';

// Pure lookup of sites by key and by host name. Build one per use (no
// module-level singleton): the caller decides where the records come from.

/** A site's key (its file name) and its validated record; validate.ts produces them. */
export interface MarketSite {
  key: string;
  record: MarketRecord;
}

export interface SiteRegistry {
  /** Every site key, sorted. */
  keys(): string[];
  byKey(key: string): MarketSite | undefined;
  /** `fr.designmarket.ch`, `www.designmarket.de:8443`, `DESIGNMARKET.COM` all work. */
  byHost(host: string): MarketSite | undefined;
}

/** Lower-case, without port, trailing dot or a leading `www.`. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  return name.startsWith('www.') ? name.slice(4) : name;
}

export function createSiteRegistry(sites: readonly MarketSite[]): SiteRegistry {
  const byKey = new Map<string, MarketSite>();
  const byHost = new Map<string, MarketSite>();
  for (const site of sites) {
    const entry = { key: site.key, record: site.record };
    byKey.set(site.key, entry);
    byHost.set(normalizeHost(site.record.domain), entry);
  }
  const keys = [...byKey.keys()].sort();
  return {
    keys: () => [...keys],
    byKey: (key) => byKey.get(key),
    byHost: (host) => byHost.get(normalizeHost(host)),
  };
}
