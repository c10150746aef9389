import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The three sizes every byte figure is given in. gzip at level 9 and brotli at
// quality 11, as a static host would pre-compress; the same numbers as
// `npm run build:elements` prints.

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

export function sizesOf(data: Buffer | string): Sizes {
  return {
    raw: Buffer.byteLength(data),
    gzip: gzipSize(data),
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

export const addSizes = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
