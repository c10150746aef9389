import { filledIcons, strokeIcons } from './icon-paths.ts';

/**
 * Every icon of icon-paths.ts as a `<symbol>` whose id is its name. The
 * symbols hold only the path: fill and stroke come from the `<svg>` that
 * uses them (Icon.tsx sets them as it does for an inline path), and
 * currentColor from that `<svg>`'s color, as for an inline icon.
 */
export function iconSpriteSvg(): string {
  const symbols = Object.entries({ ...strokeIcons, ...filledIcons }).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
