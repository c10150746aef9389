/**
 * FNV-1a, 32 bits, over the text's UTF-16 code units: a short, stable hash
 * that Node and the browser compute alike, for keys both sides must agree on
 * (a server-rendered element's values, a page's styles). Not for secrets.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
