/**
 * A lazily imported chunk, behind one function: the first call starts the
 * import and every later call shares it. A failed import is forgotten, so the
 * next call (the user's "Try again") imports again; browsers fetch a module
 * again after a failed dynamic import.
 */
export function lazyChunk<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
