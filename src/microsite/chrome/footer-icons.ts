import { filledIcons } from '../../islands/icons/icon-paths.ts';

// The footer's social icons are brand glyphs whose paths are most of the
// footer's bytes, at the bottom of every page: the microsite's footer does not
// carry their paths, so that a page's HTML fits the first round trip (issue
// 21). The glyphs stand in a row in one file, src/microsite/assets/
// social-icons.svg (a build asset: hashed, on the assets host), which its unit
// test writes from socialIconsSvg() after a glyph changes (`npx vitest run
// tests/unit/microsite/chrome/footer-icons.test.tsx --update`). Each icon is
// an empty element with its glyph's index (--glyph), which
// src/microsite/styles/social-icons.css draws: that file as a CSS mask over
// the link's colour, shifted to the glyph. A CSS image is fetched as a
// low-priority image that nothing waits for; an SVG <use> into a file was
// fetched while the page was parsed, before the first paint, and Lighthouse
// counted it in its LCP estimate (about 150 ms on every page).

export type SocialIconName = keyof typeof filledIcons;

export const socialIconNames = Object.keys(filledIcons) as SocialIconName[];

/** The footer draws its social icons at 20 px (SiteFooter.tsx); other sizes stay inline SVG. */
const iconSize = 20;
/** The icons' grid (icon-paths.ts): each glyph has a 24-unit cell of the file's row. */
const grid = 24;

/** The file: every glyph in a row, one 24 × 24 cell each, in socialIconNames' order. */
export function socialIconsSvg(): string {
  const glyphs = socialIconNames.map(
    (name, index) => `<path transform="translate(${index * grid})" d="${filledIcons[name]}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${socialIconNames.length * grid} ${grid}">${glyphs.join('')}</svg>\n`;
}

/** Drawn by src/microsite/styles/social-icons.css. */
const maskClass = 'site-mask-icon';

// The footer's HTML is one of a few per site (static-view.ts): each is rewritten once.
const rewritten = new Map<string, string>();

/**
 * `html` with each social icon's inline <svg> (Icon.tsx) replaced by an empty
 * element of the same classes and the mask's, with its glyph's index; the
 * other icons stay inline.
 */
export function withMaskedIcons(html: string): string {
  const known = rewritten.get(html);
  if (known !== undefined) return known;
  let result = html;
  for (const [index, name] of socialIconNames.entries()) {
    const svg = new RegExp(
      `<svg class="(site-icon[^"]*)" width="${iconSize}" height="${iconSize}"[^>]*><path d="${escapeRegExp(filledIcons[name])}"></path></svg>`,
      'g',
    );
    result = result.replace(
      svg,
      (_, classes: string) =>
        `<span class="${classes} ${maskClass}" style="--glyph:${index}"></span>`,
    );
  }
  rewritten.set(html, result);
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
