/**
 * An SVG file as the shortest data URL that is safe to write, unescaped,
 * inside a double-quoted HTML attribute: its whitespace collapsed, double
 * quotes made single (SVG takes either), and only what a URL or the
 * attribute cannot hold percent-encoded (`%`, `#`, `&`, `"` when the file
 * already uses single quotes, control and non-ASCII characters). `<` and
 * `>` stay as they are: a data URL's body may hold them (URL Standard), and
 * an attribute in double quotes may too. Astro escapes them in an attribute
 * it writes (`&lt;`, 3 bytes more each), so write the result raw. Vite's
 * `?inline` import encodes `<`, `>` and every space as well: the favicon then
 * costs the Japanese home 34 B more of brotli, past its first round trip.
 */
export function svgDataUrl(svg: string): string {
  const quote = svg.includes("'") ? '%22' : "'";
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/[%#&]|[^\x20-\x7e]/gu, (character) => encodeURIComponent(character))
    .replaceAll('"', quote);
  return `data:image/svg+xml,${body}`;
}
