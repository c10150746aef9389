import { escapeHtml } from '../demo/html.ts';

/** Up to two initials: the first letter of the first and last word that start with a letter. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => [...word].find((char) => /\p{L}/u.test(char)))
    .filter((char): char is string => char !== undefined);
  const first = words[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A stable, readable background colour for a user id (white text stays legible on it). */
export function colourOf(id: number): string {
  const hue = (id * 137) % 360;
  return `hsl(${hue} 55% 38%)`;
}

/** A square SVG avatar with the user's initials. */
export function avatarSvg(id: number, name: string, size: number): string {
  const initials = escapeHtml(initialsOf(name));
  const label = escapeHtml(name);
  const fontSize = Math.round(size * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}">
<rect width="${size}" height="${size}" fill="${colourOf(id)}"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff">${initials}</text>
</svg>
`;
}
