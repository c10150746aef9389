import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, isCompressible, negotiateEncoding } from '../../../src/lib/http-compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=nonsense', null],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/css; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['application/manifest+json; charset=utf-8', true],
    ['application/xml; charset=utf-8', true],
    ['image/svg+xml; charset=utf-8', true],
    ['image/webp', false],
    ['image/png', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

describe('compress', () => {
  const html = Buffer.from(
    '<!doctype html><title>Awards</title>' + '<p>Best design</p>'.repeat(200),
  );

  it('brotli round-trips and is smaller than gzip', async () => {
    const br = await compress(html, 'br');
    const gzip = await compress(html, 'gzip');
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(gzip).equals(html)).toBe(true);
    expect(br.length).toBeLessThan(gzip.length);
  });
});
