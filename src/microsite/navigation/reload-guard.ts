// A hard navigation that fixes a stale page (a new build, a missing chunk)
// must not turn into a reload loop when the fresh page is stale too, for
// example behind a cache that still serves the old HTML. The guard remembers
// in sessionStorage what it reloaded for; asking again for the same reason
// in the same tab is refused (spec §4: "a session flag guards against reload
// loops").

export const reloadGuardKey = 'best-design-awards:hard-navigation';

export interface ReloadGuard {
  /**
   * True when a hard navigation for `reason` may happen now, and records it;
   * false when this tab already hard-navigated for the same reason, or when
   * sessionStorage is unavailable (no guard, no reload).
   */
  claim(reason: string): boolean;
  /** The reason last claimed, if any. */
  claimed(): string | null;
  /** Forgets the claim (the reason is resolved, e.g. the new build is running). */
  release(): void;
}

export function createReloadGuard(storage: () => Storage | null): ReloadGuard {
  const read = (): Storage | null => {
    try {
      return storage();
    } catch {
      return null;
    }
  };
  return {
    claim(reason) {
      const store = read();
      if (!store) return false;
      try {
        if (store.getItem(reloadGuardKey) === reason) return false;
        store.setItem(reloadGuardKey, reason);
        return true;
      } catch {
        return false;
      }
    },
    claimed() {
      try {
        return read()?.getItem(reloadGuardKey) ?? null;
      } catch {
        return null;
      }
    },
    release() {
      try {
        read()?.removeItem(reloadGuardKey);
      } catch {
        // Nothing to forget without storage.
      }
    },
  };
}
