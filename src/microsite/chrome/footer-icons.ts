import { filledIcons } from '../../islands/icons/icon-paths.ts';
import { micrositeFile } from '../base-path.ts';

// The footer's social icons are brand glyphs whose paths are most of the
// footer's bytes, at the bottom of every page: the footer's HTML refers to
// them in one SVG file (/best-design-awards/footer-icons.svg, built by
// src/pages/best-design-awards/footer-icons.svg.ts) instead of carrying their
// paths, so that a page's HTML fits the first round trip (issue 21).

export const footerIconsFile = micrositeFile('footer-icons.svg');

const symbolId = (name: string) => `icon-${name}`;

/** The SVG file: one <symbol> per filled icon, on the icons' 24 × 24 grid. */
export function footerIconsSvg(): string {
  const symbols = Object.entries(filledIcons).map(
    ([name, path]) =>
      `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

// The footer's HTML is one of a few per site (static-view.ts): each is rewritten once.
const rewritten = new Map<string, string>();

/** `html` with each filled icon's inline path replaced by a reference into the file. */
export function withExternalIcons(html: string): string {
  const known = rewritten.get(html);
  if (known !== undefined) return known;
  let result = html;
  for (const [name, path] of Object.entries(filledIcons)) {
    result = result.replaceAll(
      `<path d="${path}"></path>`,
      `<use href="${footerIconsFile}#${symbolId(name)}"></use>`,
    );
  }
  rewritten.set(html, result);
  return result;
}
