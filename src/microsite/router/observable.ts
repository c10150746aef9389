// A value that tells its subscribers when it changes: the part of
// nanostores' atom that the navigation uses (get, set, subscribe; same
// semantics, `$name` like a store). The navigation runs on every first visit
// before any interaction; its own few lines keep the nanostores chunk, which
// the islands share, out of what a first visit downloads. Measured (issue 17,
// esbuild, minified, gzip -9, the same get/set/subscribe use): 185 B with this
// file, 533 B with nanostores' `atom`; and in the built microsite nanostores
// sits in the chunk the islands share, which the navigation
// script would then fetch on every first visit. So it stays.

export interface ReadableValue<T> {
  get(): T;
  /** Calls `listener` with the value now and on every change; returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface WritableValue<T> extends ReadableValue<T> {
  /** Changes the value; setting the same value notifies no one. */
  set(value: T): void;
}

export function observable<T>(initial: T): WritableValue<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => current,
    set(value) {
      if (Object.is(value, current)) return;
      current = value;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
  };
}
