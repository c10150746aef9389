// A controllable `matchMedia` for Node: tests set the viewport width and the
// `(min-width: Npx)` queries report changes like a browser's do.

interface FakeQuery {
  minWidth: number;
  matches: boolean;
  listeners: Set<() => void>;
}

export interface FakeMedia {
  setWidth(width: number): void;
  /** Change listeners currently attached, over all queries. */
  listenerCount(): number;
  restore(): void;
}

export function installFakeMedia(initialWidth: number): FakeMedia {
  let width = initialWidth;
  const queries: FakeQuery[] = [];
  const previous = globalThis.matchMedia;

  globalThis.matchMedia = ((text: string) => {
    const match = /\(min-width: (\d+)px\)/.exec(text);
    if (!match) throw new Error(`unexpected media query ${text}`);
    const query: FakeQuery = {
      minWidth: Number(match[1]),
      matches: width >= Number(match[1]),
      listeners: new Set(),
    };
    queries.push(query);
    return {
      media: text,
      get matches() {
        return query.matches;
      },
      addEventListener: (_type: string, listener: () => void) => query.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        query.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof globalThis.matchMedia;

  return {
    setWidth(next) {
      width = next;
      // As in a browser, every query already has its new state when the first
      // change event fires.
      const changed = queries.filter((query) => query.matches !== width >= query.minWidth);
      for (const query of changed) query.matches = !query.matches;
      for (const query of changed) for (const listener of query.listeners) listener();
    },
    listenerCount: () => queries.reduce((sum, query) => sum + query.listeners.size, 0),
    restore() {
      if (previous) globalThis.matchMedia = previous;
      else delete (globalThis as { matchMedia?: unknown }).matchMedia;
    },
  };
}
