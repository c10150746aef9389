import type { PNG } from 'pngjs';

/**
 * How many pixels of two screenshots of one size differ in colour, leaving
 * out a strip at the right edge (`ignoreRight` pixels: WebKitGTK's overlay
 * scrollbar fades in there at a moment that varies). Different sizes count as
 * every pixel.
 */
export function differentPixels(a: PNG, b: PNG, ignoreRight = 0): number {
  if (a.width !== b.width || a.height !== b.height)
    return Math.max(a.data.length, b.data.length) / 4;
  let count = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width - ignoreRight; x += 1) {
      const index = (y * a.width + x) * 4;
      if (
        a.data[index] !== b.data[index] ||
        a.data[index + 1] !== b.data[index + 1] ||
        a.data[index + 2] !== b.data[index + 2]
      ) {
        count += 1;
      }
    }
  }
  return count;
}
