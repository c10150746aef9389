import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

// Reads a screenshot's pixels, for the browser tests that must see what an
// engine painted (for example a CSS mask), not only what its DOM says.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Rgb = [number, number, number];

/** `rgb(r, g, b)` or `rgba(r, g, b, a)`, as getComputedStyle gives a colour. */
export function parseRgb(css: string): Rgb {
  const [red, green, blue] = css.match(/[\d.]+/g)?.map(Number) ?? [];
  if (red === undefined || green === undefined || blue === undefined)
    throw new Error(`not an rgb() colour: ${css}`);
  return [red, green, blue];
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * The share of the pixels inside `box` (CSS pixels of a viewport
 * `viewportWidth` wide) of a PNG screenshot (its file, or its bytes) nearer to
 * `ink` than to `paper`: 0 where nothing was drawn on the paper, 1 where the
 * box is ink all over.
 */
export function inkShare(
  screenshot: string | Buffer,
  viewportWidth: number,
  box: Box,
  ink: string,
  paper: string,
): number {
  const png = PNG.sync.read(typeof screenshot === 'string' ? readFileSync(screenshot) : screenshot);
  const scale = png.width / viewportWidth;
  const [inkRgb, paperRgb] = [parseRgb(ink), parseRgb(paper)];
  const left = Math.round(box.x * scale);
  const top = Math.round(box.y * scale);
  const right = Math.min(png.width, Math.round((box.x + box.width) * scale));
  const bottom = Math.min(png.height, Math.round((box.y + box.height) * scale));
  let inked = 0;
  let all = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = (y * png.width + x) * 4;
      const pixel: Rgb = [png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0];
      if (distance(pixel, inkRgb) < distance(pixel, paperRgb)) inked++;
      all++;
    }
  }
  if (all === 0) throw new Error(`the box ${JSON.stringify(box)} is outside the screenshot`);
  return inked / all;
}
