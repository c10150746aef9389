import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../../src/live/lazy-chunk.ts';

describe('lazyChunk', () => {
  it('imports nothing until asked, then once for every caller', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const chunk = lazyChunk(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([chunk(), chunk()]);
    expect(await chunk()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import: the next call (Try again) imports again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const chunk = lazyChunk(load);
    await expect(chunk()).rejects.toThrow('dynamically imported module');
    await expect(chunk()).resolves.toBe('module');
    await expect(chunk()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('callers waiting on a failing import all get the failure', async () => {
    let fail: (error: Error) => void = () => {};
    const load = vi.fn(() => new Promise<string>((_resolve, reject) => (fail = reject)));
    const chunk = lazyChunk(load);
    const waiting = [chunk(), chunk()];
    fail(new Error('offline'));
    const results = await Promise.allSettled(waiting);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
