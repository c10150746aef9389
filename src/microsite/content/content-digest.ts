import { createHash } from 'node:crypto';

/** A short digest of a text. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * A short digest of the content a page shows (JSON-serializable), for its
 * getStaticPaths() `cacheKey`: Astro's incremental build reuses a page from
 * the previous build while its key and its code are unchanged, so the key
 * must cover every piece of content the page renders.
 */
export function contentDigest(content: unknown): string {
  return digest(JSON.stringify(content));
}

// A page's content shares objects with many other pages' content (every
// category page lists every year): each object is serialized once per build,
// not once per key (with 1,225 categories, each key serialized the same 30 KB
// of years again). Content objects do not change once built (load-awards.ts).
const serialized = new WeakMap<object, string>();

/** JSON.stringify(value), found once per object. */
function json(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = serialized.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    serialized.set(value, text);
  }
  return text;
}

/**
 * A page's `cacheKey`: the build hash of the code (src/microsite/build/
 * build-hash.ts) and the digest of its content (contentDigest's). Astro
 * re-renders a page whose own module graph changed, but not one whose client
 * chunks changed from elsewhere (a Vite plugin of the integration, say): its
 * reused HTML would then name island files the new build no longer has. With
 * the build hash in the key, any change of code, texts, markets or
 * configuration renders every page again, and a Markdown change only the
 * pages that show it.
 */
export function pageCacheKey(buildHash: string, content: unknown): string {
  const plainObject =
    typeof content === 'object' &&
    content !== null &&
    Object.getPrototypeOf(content) === Object.prototype &&
    !('toJSON' in content);
  // Anything else serializes as a whole, as contentDigest does.
  if (!plainObject) return `${buildHash}.${contentDigest(content)}`;
  const fields = Object.entries(content).flatMap(([name, value]) => {
    const text = json(value);
    return text === undefined ? [] : [`${JSON.stringify(name)}:${text}`];
  });
  return `${buildHash}.${digest(`{${fields.join(',')}}`)}`;
}
