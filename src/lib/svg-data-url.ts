/**
 * An SVG file as a data URL that is a valid URL (the Nu HTML checker reads
 * `href` as one) and safe to write, unescaped, inside a double-quoted HTML
 * attribute: its whitespace collapsed, double quotes made single (SVG takes
 * either), and percent-encoded what a URL cannot hold (`<`, `>`, spaces, `%`,
 * `#`, `"` when the file already uses single quotes, control and non-ASCII
 * characters) and `&`, which the attribute would read as a reference.
 * Every space costs two bytes more: keep an SVG's spaces to those between
 * attributes (commas separate numbers in `viewBox` and path data). The
 * favicon so costs the Japanese home 22 B of brotli more than with raw `<`,
 * `>` and spaces, which were not a valid URL (issue 36).
 */
export function svgDataUrl(svg: string): string {
  const quote = svg.includes("'") ? '%22' : "'";
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/[%#&<> ]|[^\x20-\x7e]/gu, (character) => encodeURIComponent(character))
    .replaceAll('"', quote);
  return `data:image/svg+xml,${body}`;
}
