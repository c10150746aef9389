import { createHash } from 'node:crypto';

/**
 * A short digest of the content a page shows (JSON-serializable), for its
 * getStaticPaths() `cacheKey`: Astro's incremental build reuses a page from
 * the previous build while its key and its code are unchanged, so the key
 * must cover every piece of content the page renders.
 */
export function contentDigest(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
}
