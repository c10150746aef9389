// Generates the sample winners' images: one small SVG per winner, drawn from
// its category (a logo mark, packaging, a browser window, a book…) in a
// palette chosen from its slug. Deterministic: the same slug always gives the
// same picture. Run once after adding sample winners; the outputs are
// committed next to the content:
//
//   npx node scripts/generate-award-images.ts            # missing images only
//   npx node scripts/generate-award-images.ts --force    # redraw every image
//
// Real winners ship their own SVG or WebP file instead (docs/editors.md).

import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const winnersDir = join(root, 'src/content/winners');
const width = 480;
const height = 360;

interface Palette {
  paper: string;
  ink: string;
  accent: string;
  second: string;
  soft: string;
}

const palettes: readonly Palette[] = [
  { paper: '#f4efe6', ink: '#1d1d1b', accent: '#e4572e', second: '#2a9d8f', soft: '#e9dcc7' },
  { paper: '#eef2f0', ink: '#16302b', accent: '#1f6f5c', second: '#f2c14e', soft: '#d3e0da' },
  { paper: '#f6f1f8', ink: '#24123a', accent: '#7b3fa0', second: '#ff9f68', soft: '#e4d6ec' },
  { paper: '#fdf6ec', ink: '#2b2118', accent: '#c2562f', second: '#3d5a80', soft: '#f1dfc6' },
  { paper: '#eef3fb', ink: '#14213d', accent: '#3b5bdb', second: '#fca311', soft: '#d6e0f5' },
  { paper: '#fbf0f3', ink: '#2d1320', accent: '#c92a5c', second: '#0b7285', soft: '#f1d3dd' },
  { paper: '#f2f5ea', ink: '#1f2a14', accent: '#5c7f1f', second: '#d9480f', soft: '#dde6c8' },
  { paper: '#f1f4f6', ink: '#111827', accent: '#0b7285', second: '#e8590c', soft: '#d5e3e8' },
];

/** A small deterministic generator (mulberry32) seeded from the slug. */
function randomFor(slug: string): () => number {
  let seed = 2166136261;
  for (const char of slug) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Pen {
  random: () => number;
  palette: Palette;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function penFor(slug: string): Pen {
  const random = randomFor(slug);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return {
    random,
    palette: pick(palettes),
    between: (min, max) => Math.round(min + random() * (max - min)),
    pick,
  };
}

/** Text lines drawn as rounded bars (no fonts needed). */
function bars(
  x: number,
  y: number,
  widths: readonly number[],
  fill: string,
  thickness = 8,
): string {
  return widths
    .map(
      (barWidth, index) =>
        `<rect x="${x}" y="${y + index * (thickness + 8)}" width="${barWidth}" height="${thickness}" rx="${thickness / 2}" fill="${fill}"/>`,
    )
    .join('');
}

function logoMark(pen: Pen): string {
  const { paper, ink, accent, second } = pen.palette;
  const cx = 240;
  const cy = 150;
  const marks = [
    `<circle cx="${cx}" cy="${cy}" r="74" fill="${accent}"/><circle cx="${cx + 26}" cy="${cy - 18}" r="34" fill="${paper}"/>`,
    `<path d="M${cx - 80} ${cy + 60}A80 80 0 0 1 ${cx + 80} ${cy + 60}" fill="none" stroke="${accent}" stroke-width="22"/><path d="M${cx - 46} ${cy + 60}A46 46 0 0 1 ${cx + 46} ${cy + 60}" fill="none" stroke="${second}" stroke-width="22"/><circle cx="${cx}" cy="${cy + 60}" r="12" fill="${ink}"/>`,
    `<path d="M${cx} ${cy - 80}L${cx + 84} ${cy + 64}H${cx - 84}Z" fill="${accent}"/><circle cx="${cx}" cy="${cy + 18}" r="30" fill="${second}"/>`,
    `<rect x="${cx - 70}" y="${cy - 70}" width="140" height="140" rx="34" fill="${ink}"/><rect x="${cx - 70}" y="${cy - 8}" width="140" height="20" fill="${accent}"/><circle cx="${cx + 30}" cy="${cy - 34}" r="14" fill="${paper}"/>`,
  ];
  return `${pen.pick(marks)}${bars(160, 258, [160], ink, 14)}${bars(196, 290, [88], accent, 8)}`;
}

function packaging(pen: Pen): string {
  const { ink, accent, second, soft, paper } = pen.palette;
  const bottle = (x: number, h: number, fill: string) =>
    `<rect x="${x + 22}" y="${300 - h - 34}" width="36" height="40" rx="6" fill="${ink}"/><rect x="${x}" y="${300 - h}" width="80" height="${h}" rx="18" fill="${fill}"/><rect x="${x}" y="${300 - h * 0.62}" width="80" height="${h * 0.3}" fill="${paper}"/><rect x="${x + 16}" y="${300 - h * 0.55}" width="48" height="6" rx="3" fill="${ink}"/>`;
  const box = (x: number, h: number, fill: string) =>
    `<rect x="${x}" y="${300 - h}" width="110" height="${h}" rx="6" fill="${fill}"/><rect x="${x}" y="${300 - h}" width="110" height="22" rx="6" fill="${ink}"/><circle cx="${x + 55}" cy="${300 - h / 2 + 10}" r="22" fill="${paper}"/><circle cx="${x + 55}" cy="${300 - h / 2 + 10}" r="10" fill="${accent}"/>`;
  return `<rect x="0" y="300" width="${width}" height="60" fill="${soft}"/>${box(70, pen.between(120, 170), second)}${bottle(210, pen.between(150, 200), accent)}${bottle(318, pen.between(110, 150), second)}`;
}

function webPage(pen: Pen): string {
  const { ink, accent, second, soft, paper } = pen.palette;
  const cards = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${82 + index * 108}" y="228" width="96" height="66" rx="8" fill="${soft}"/><rect x="${92 + index * 108}" y="240" width="${pen.between(40, 70)}" height="8" rx="4" fill="${ink}"/>`,
    )
    .join('');
  return `<rect x="60" y="40" width="360" height="280" rx="14" fill="${paper}" stroke="${ink}" stroke-width="4"/><rect x="60" y="40" width="360" height="34" rx="14" fill="${ink}"/><circle cx="82" cy="57" r="6" fill="${accent}"/><circle cx="102" cy="57" r="6" fill="${second}"/><circle cx="122" cy="57" r="6" fill="${soft}"/><rect x="82" y="94" width="316" height="118" rx="10" fill="${accent}"/>${bars(102, 118, [pen.between(120, 200), pen.between(80, 150)], paper, 12)}<rect x="102" y="170" width="84" height="24" rx="12" fill="${paper}"/>${cards}`;
}

function bookCover(pen: Pen): string {
  const { ink, accent, second, paper } = pen.palette;
  const motif = pen.pick([
    `<circle cx="240" cy="170" r="52" fill="${accent}"/>`,
    `<path d="M172 190q34-40 68 0t68 0" fill="none" stroke="${accent}" stroke-width="10"/><path d="M172 214q34-40 68 0t68 0" fill="none" stroke="${second}" stroke-width="10"/>`,
    `<rect x="200" y="120" width="80" height="100" fill="${accent}"/><rect x="226" y="150" width="28" height="40" fill="${paper}"/>`,
  ]);
  return `<rect x="158" y="28" width="172" height="304" rx="4" fill="${ink}" opacity=".25" transform="translate(8 6)"/><rect x="150" y="24" width="180" height="304" rx="4" fill="${ink}"/><rect x="150" y="24" width="14" height="304" fill="${second}"/>${bars(186, 56, [pen.between(90, 120), pen.between(60, 100)], paper, 10)}${motif}${bars(196, 286, [88], paper, 6)}`;
}

function businessCard(pen: Pen): string {
  const { ink, accent, second, paper, soft } = pen.palette;
  const card = (rotation: number, x: number, y: number, fill: string, lines: string) =>
    `<g transform="rotate(${rotation} ${x + 110} ${y + 64})"><rect x="${x + 6}" y="${y + 8}" width="220" height="128" rx="8" fill="${ink}" opacity=".18"/><rect x="${x}" y="${y}" width="220" height="128" rx="8" fill="${fill}"/>${lines}</g>`;
  const back = card(-9, 86, 92, accent, `<circle cx="196" cy="156" r="24" fill="${paper}"/>`);
  const front = card(
    6,
    176,
    140,
    paper,
    `<rect x="196" y="160" width="30" height="30" rx="6" fill="${second}"/>${bars(196, 212, [pen.between(100, 150), pen.between(60, 110), 80], ink, 7)}`,
  );
  return `<rect x="0" y="0" width="${width}" height="${height}" fill="${soft}"/>${back}${front}`;
}

function apparel(pen: Pen): string {
  const { ink, accent, second, soft } = pen.palette;
  const shirt = `<path d="M176 60l-80 38 24 62 38-14v170h164V146l38 14 24-62-80-38q-30 26-64 26t-64-26z" fill="${soft}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`;
  const print = pen.pick([
    `<circle cx="240" cy="190" r="46" fill="${accent}"/><path d="M206 206q34-30 68 0" fill="none" stroke="${second}" stroke-width="10"/>`,
    `<path d="M198 226l42-84 42 84z" fill="${accent}"/><circle cx="240" cy="206" r="14" fill="${second}"/>`,
    `<rect x="200" y="150" width="80" height="80" rx="16" fill="${second}"/><path d="M214 214l26-44 26 44" fill="none" stroke="${accent}" stroke-width="10"/>`,
  ]);
  return `${shirt}${print}`;
}

function brandGuide(pen: Pen): string {
  const { ink, accent, second, soft, paper } = pen.palette;
  const swatches = [accent, second, ink, soft]
    .map(
      (fill, index) =>
        `<rect x="${64 + index * 92}" y="200" width="80" height="96" rx="6" fill="${fill}"/>`,
    )
    .join('');
  return `<rect x="40" y="36" width="400" height="288" rx="10" fill="${paper}" stroke="${ink}" stroke-width="3"/><circle cx="110" cy="110" r="44" fill="${accent}"/><rect x="92" y="92" width="36" height="36" rx="4" fill="${paper}"/>${bars(180, 80, [pen.between(170, 220), pen.between(120, 200), pen.between(90, 160)], ink, 10)}${swatches}`;
}

function illustration(pen: Pen): string {
  const { ink, accent, second, soft } = pen.palette;
  const hill = (y: number, fill: string) =>
    `<path d="M0 ${y}Q${pen.between(80, 160)} ${y - pen.between(40, 90)} ${pen.between(220, 260)} ${y - 10}T${width} ${y - pen.between(0, 50)}V${height}H0z" fill="${fill}"/>`;
  const birds = [0, 1, 2]
    .map((index) => {
      const x = 280 + index * 34;
      const y = 80 + pen.between(0, 30);
      return `<path d="M${x} ${y}q8-8 16 0q8-8 16 0" fill="none" stroke="${ink}" stroke-width="3"/>`;
    })
    .join('');
  return `<rect width="${width}" height="${height}" fill="${soft}"/><circle cx="${pen.between(90, 170)}" cy="${pen.between(80, 120)}" r="46" fill="${accent}"/>${birds}${hill(230, second)}${hill(280, ink)}`;
}

const drawings: Record<string, (pen: Pen) => string> = {
  'logo-identity': logoMark,
  packaging,
  'web-design': webPage,
  'book-cover': bookCover,
  'business-card': businessCard,
  apparel,
  'brand-guide': brandGuide,
  illustration,
};

function svgFor(slug: string, category: string): string {
  const draw = drawings[category];
  if (!draw) throw new Error(`No drawing for category "${category}" (winner ${slug}).`);
  const pen = penFor(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${pen.palette.paper}"/>${draw(pen)}</svg>\n`;
}

/** `key: value` of a front matter line, without quotes. */
function frontMatterValue(text: string, key: string): string | undefined {
  const match = new RegExp(`^${key}:\\s*"?([^"\\n]+)"?\\s*$`, 'm').exec(text);
  return match?.[1]?.trim();
}

function main(): void {
  const force = process.argv.includes('--force');
  let written = 0;
  for (const year of readdirSync(winnersDir, { withFileTypes: true })) {
    if (!year.isDirectory() || !/^\d{4}$/.test(year.name)) continue;
    for (const name of readdirSync(join(winnersDir, year.name))) {
      if (!name.endsWith('.md')) continue;
      const file = join(winnersDir, year.name, name);
      const text = readFileSync(file, 'utf8');
      const category = frontMatterValue(text, 'category');
      const image = frontMatterValue(text, 'image');
      if (!category || !image?.endsWith('.svg')) continue;
      const target = resolve(dirname(file), image);
      if (existsSync(target) && !force) continue;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, svgFor(name.replace(/\.md$/, ''), category));
      written += 1;
    }
  }
  console.log(`${written} image${written === 1 ? '' : 's'} written under ${winnersDir}`);
}

main();
