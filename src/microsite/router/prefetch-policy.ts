// Whether this reader's browser should prefetch pages at all (spec §9):
// never on 2g connections, with data saver on, or for crawlers.

export interface ConnectionInfo {
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

const crawlerPattern =
  /bot\b|crawler|crawling|spider|slurp|facebookexternalhit|embedly|ia_archiver|mediapartners|adsbot|bingpreview|yandex|baidu|duckduckgo|semrush|ahrefs/i;

export function isCrawler(userAgent: string): boolean {
  return crawlerPattern.test(userAgent);
}

export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return connection?.effectiveType?.includes('2g') ?? false;
}

export type PrefetchVeto = 'slow-connection' | 'save-data' | 'crawler';

/** Why prefetching is off for this reader, or null when it may run. */
export function prefetchVeto(
  userAgent: string,
  connection: ConnectionInfo | undefined,
): PrefetchVeto | null {
  if (isSlowConnection(connection)) return 'slow-connection';
  if (connection?.saveData === true) return 'save-data';
  if (isCrawler(userAgent)) return 'crawler';
  return null;
}
