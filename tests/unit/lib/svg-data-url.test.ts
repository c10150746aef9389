import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../../src/lib/svg-data-url.ts';

const favicon = readFileSync(
  new URL('../../../src/microsite/assets/favicon.svg', import.meta.url),
  'utf8',
);

describe('svgDataUrl', () => {
  it('writes a file as a data URL with single quotes, its colours escaped', () => {
    expect(
      svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#1b1740"/></svg>\n'),
    ).toBe(
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><rect fill='%231b1740'/></svg>",
    );
  });

  it('collapses whitespace between and inside tags', () => {
    expect(svgDataUrl('<svg>\n  <path\n    d="M0 0"/>\n</svg>')).toBe(
      "data:image/svg+xml,<svg><path d='M0 0'/></svg>",
    );
  });

  it('encodes what a URL or a double-quoted attribute cannot hold', () => {
    expect(svgDataUrl(`<svg><text x='1'>50% & "é"</text></svg>`)).toBe(
      "data:image/svg+xml,<svg><text x='1'>50%25 %26 %22%C3%A9%22</text></svg>",
    );
  });

  it('gives the browser back the same picture (the favicon, decoded)', () => {
    const url = svgDataUrl(favicon);
    expect(url).not.toMatch(/["&#\n\t]|\s{2}/);
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    const normalized = (svg: string) => svg.trim().replaceAll('"', "'").replace(/\s+/g, ' ');
    expect(decoded).toBe(normalized(favicon));
  });
});
