// A base no real address uses, to tell relative URLs from absolute ones.
const relativeBase = 'https://relative.site-shell.invalid';
const safeProtocols = new Set(['http:', 'https:']);

/**
 * The URL if it is relative or http(s), normalised by the WHATWG URL parser
 * (the browser's own, so tabs, newlines, entities-turned-characters and
 * mixed case in the scheme are seen the way the browser would see them);
 * otherwise null. `javascript:`, `data:`, `vbscript:` and every other scheme
 * are refused (../shared/design.md §4 "Untrusted data").
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, relativeBase);
  } catch {
    return null;
  }
  if (!safeProtocols.has(url.protocol)) return null;
  if (url.origin === relativeBase) return `${url.pathname}${url.search}${url.hash}`;
  return url.href;
}
