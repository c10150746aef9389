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

/**
 * A page's `cacheKey`: the build hash of the code (src/microsite/build/
 * build-hash.ts) and the digest of its content. Astro re-renders a page whose
 * own module graph changed, but not one whose client chunks changed from
 * elsewhere (a Vite plugin of the integration, say): its reused HTML would
 * then name island files the new build no longer has. With the build hash in
 * the key, any change of code, texts, markets or configuration renders every
 * page again, and a Markdown change only the pages that show it.
 */
export function pageCacheKey(buildHash: string, content: unknown): string {
  return `${buildHash}.${contentDigest(content)}`;
}
