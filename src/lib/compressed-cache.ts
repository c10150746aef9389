// Compressed static files, kept in memory: brotli at its highest quality takes
// about 60 ms for a 70 KB page, far too slow to redo on every request. The key
// names the file's version (path, size, mtime) and the encoding, so a new
// build is never served from an old entry. Bounded by total bytes, the least
// recently used entry out first (a Map iterates in insertion order, and a hit
// moves its entry to the end), so a long-running server cannot grow without limit.

export class CompressedCache {
  readonly #entries = new Map<string, Buffer>();
  /** Compressions under way: requests for the same key share one. */
  readonly #pending = new Map<string, Promise<Buffer>>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** Bytes held now; never more than `maxBytes`. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Buffer | undefined {
    const body = this.#entries.get(key);
    if (body === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, body);
    return body;
  }

  /**
   * The entry under `key`, else the one `make` produces, kept unless `make`
   * says it is not the version the key names (`keep: false`). Requests for
   * `key` while `make` runs share its result, or its failure.
   */
  getOrMake(key: string, make: () => Promise<{ body: Buffer; keep: boolean }>): Promise<Buffer> {
    const cached = this.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = make()
        .then(({ body, keep }) => {
          if (keep) this.set(key, body);
          return body;
        })
        .finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  /** Keeps `body` under `key`, evicting the least recently used entries to stay within the bound. */
  set(key: string, body: Buffer): void {
    this.#forget(key);
    if (body.byteLength > this.maxBytes) return;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes + body.byteLength <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.byteLength;
    }
    this.#entries.set(key, body);
    this.#bytes += body.byteLength;
  }

  #forget(key: string): void {
    const old = this.#entries.get(key);
    if (old === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= old.byteLength;
  }
}

/** The key of one encoding of one version of a file. */
export function compressedKey(
  file: { path: string; size: number; mtimeMs: number },
  encoding: string,
): string {
  return `${encoding} ${file.size} ${file.mtimeMs} ${file.path}`;
}
