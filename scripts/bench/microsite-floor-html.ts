// A microsite page's no-script floor (issue 21): the same built page with
// every script and every script-only element removed, and its HTML split
// into what the browser does before its first paint: content, inlined CSS,
// inline SVG, island markup and scripts.

/** Scripts, the templates that hold the scripts added later, and elements only scripts use. */
const scriptParts = [
  /<script\b[\s\S]*?<\/script>/g,
  /<template data-(?:island-runtime|after-first-paint)>[\s\S]*?<\/template>/g,
  /<meta name="(?:astro-view-transitions-[a-z]+|awards:[a-z-]+)"[^>]*>/g,
  /<div\b[^>]*\bdata-(?:route-announcer|partytown-sandbox|delayed-load-notice)\b[^>]*><\/div>/g,
  // The view transitions' own rules: only the router's script starts a transition.
  /<style>\[data-astro-transition-scope[\s\S]*?<\/style>/g,
];

/** Astro's island wrappers (their props included); their children stay. */
const islandParts = [
  /<astro-island\b[^>]*>/g,
  /<\/astro-island>/g,
  /<!--astro:end-->/g,
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g,
];

const cssParts = [/<style\b[^>]*>[\s\S]*?<\/style>/g];
const svgParts = [/<svg\b[\s\S]*?<\/svg>/g];

const bytes = (text: string) => Buffer.byteLength(text);

/** `html` without `parts`, and the bytes they took. */
function cut(html: string, parts: readonly RegExp[]): { rest: string; bytes: number } {
  let removed = 0;
  let rest = html;
  for (const part of parts) {
    rest = rest.replace(part, (match) => {
      removed += bytes(match);
      return '';
    });
  }
  return { rest, bytes: removed };
}

/** The page as it would be with no script: what the browser must do for its first paint anyway. */
export function floorHtml(html: string): string {
  return cut(cut(html, scriptParts).rest, islandParts).rest;
}

export interface HtmlParts {
  content: number;
  css: number;
  svg: number;
  islands: number;
  scripts: number;
}

/** The raw bytes of each part of the page (they add up to the page's bytes). */
export function htmlParts(html: string): HtmlParts {
  const scripts = cut(html, scriptParts);
  const islands = cut(scripts.rest, islandParts);
  const css = cut(islands.rest, cssParts);
  const svg = cut(css.rest, svgParts);
  return {
    content: bytes(svg.rest),
    css: css.bytes,
    svg: svg.bytes,
    islands: islands.bytes,
    scripts: scripts.bytes,
  };
}
