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
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3Crect%20fill='%231b1740'/%3E%3C/svg%3E",
    );
  });

  it('collapses whitespace between and inside tags', () => {
    expect(svgDataUrl('<svg>\n  <path\n    d="M0,0"/>\n</svg>')).toBe(
      "data:image/svg+xml,%3Csvg%3E%3Cpath%20d='M0,0'/%3E%3C/svg%3E",
    );
  });

  it('encodes what a URL or a double-quoted attribute cannot hold', () => {
    expect(svgDataUrl(`<svg><text x='1'>50% & "é"</text></svg>`)).toBe(
      "data:image/svg+xml,%3Csvg%3E%3Ctext%20x='1'%3E50%25%20%26%20%22%C3%A9%22%3C/text%3E%3C/svg%3E",
    );
  });

  it('gives the browser back the same picture (the favicon, decoded)', () => {
    const url = svgDataUrl(favicon);
    // A valid URL: nothing a URL cannot hold (the URL Standard's forbidden and space characters).
    expect(url).not.toMatch(/["&#<>\s]/);
    expect(new URL(url).href).toBe(url);
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    const normalized = (svg: string) => svg.trim().replaceAll('"', "'").replace(/\s+/g, ' ');
    expect(decoded).toBe(normalized(favicon));
  });
});
