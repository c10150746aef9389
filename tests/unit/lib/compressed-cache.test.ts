import { describe, expect, it } from 'vitest';
import { CompressedCache, compressedKey } from '../../../src/lib/compressed-cache.ts';

const bytes = (n: number) => Buffer.alloc(n);

describe('CompressedCache', () => {
  it('never holds more than its bound, evicting the oldest entries first', () => {
    const cache = new CompressedCache(10);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    cache.set('c', bytes(4));
    expect(cache.bytes).toBe(8);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.length).toBe(4);
    expect(cache.get('c')?.length).toBe(4);
  });

  it('keeps an entry that was just read, evicting the least recently used instead', () => {
    const cache = new CompressedCache(10);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    cache.get('a');
    cache.set('c', bytes(4));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts as many entries as a large one needs', () => {
    const cache = new CompressedCache(10);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, bytes(2));
    cache.set('big', bytes(9));
    expect(cache.bytes).toBe(9);
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => cache.get(key))).toEqual([]);
  });

  it('does not keep an entry larger than the bound, nor evict for it', () => {
    const cache = new CompressedCache(10);
    cache.set('a', bytes(4));
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBe(4);
  });

  it('counts a replaced entry once', () => {
    const cache = new CompressedCache(10);
    cache.set('a', bytes(4));
    cache.set('a', bytes(6));
    expect(cache.bytes).toBe(6);
    expect(cache.get('a')?.length).toBe(6);
  });
});

describe('compressedKey', () => {
  const file = { path: '/site/index.html', size: 100, mtimeMs: 1000.5 };

  it('differs per encoding, size and mtime', () => {
    const keys = [
      compressedKey(file, 'br'),
      compressedKey(file, 'gzip'),
      compressedKey({ ...file, size: 101 }, 'br'),
      compressedKey({ ...file, mtimeMs: 1000.75 }, 'br'),
      compressedKey({ ...file, path: '/site/other.html' }, 'br'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('CompressedCache.getOrMake', () => {
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

  it('makes an entry once, however many ask for it at the same time, and keeps it', async () => {
    const cache = new CompressedCache(100);
    let made = 0;
    const make = () => {
      made += 1;
      return later({ body: bytes(4), keep: true });
    };
    const bodies = await Promise.all([1, 2, 3].map(() => cache.getOrMake('a', make)));
    expect(made).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(await cache.getOrMake('a', make)).toBe(bodies[0]);
    expect(made).toBe(1);
  });

  it('does not keep what is not the version asked for, or a failure: the next request makes it again', async () => {
    const cache = new CompressedCache(100);
    let made = 0;
    await cache.getOrMake('a', () => {
      made += 1;
      return later({ body: bytes(4), keep: false });
    });
    const failing = cache.getOrMake('b', () => Promise.reject(new Error('unreadable')));
    await expect(failing).rejects.toThrow('unreadable');
    await cache.getOrMake('a', () => {
      made += 1;
      return later({ body: bytes(4), keep: true });
    });
    expect(made).toBe(2);
    expect(await cache.getOrMake('b', () => later({ body: bytes(2), keep: true }))).toHaveLength(2);
  });
});
