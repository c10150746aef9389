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
   * sessionStorage is unavailable (no guard, no reload). Every reason is
   * remembered on its own: a chunk reload does not make the tab forget that
   * it already reloaded for a build.
   */
  claim(reason: string): boolean;
  /** Forgets one claim (its cause is resolved, e.g. the new build is running). */
  release(reason: string): void;
}

export function createReloadGuard(storage: () => Storage | null): ReloadGuard {
  const read = (): Storage | null => {
    try {
      return storage();
    } catch {
      return null;
    }
  };
  const reasons = (store: Storage): string[] => {
    try {
      const value: unknown = JSON.parse(store.getItem(reloadGuardKey) ?? '[]');
      return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (store: Storage, list: string[]) => {
    if (list.length === 0) store.removeItem(reloadGuardKey);
    else store.setItem(reloadGuardKey, JSON.stringify(list));
  };
  return {
    claim(reason) {
      const store = read();
      if (!store) return false;
      try {
        const claimed = reasons(store);
        if (claimed.includes(reason)) return false;
        write(store, [...claimed, reason]);
        return true;
      } catch {
        return false;
      }
    },
    release(reason) {
      const store = read();
      if (!store) return;
      try {
        write(
          store,
          reasons(store).filter((claimed) => claimed !== reason),
        );
      } catch {
        // Nothing to forget without storage.
      }
    },
  };
}
