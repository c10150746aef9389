import { atom, type WritableAtom } from 'nanostores';

/**
 * Shared atoms live in one registry on `globalThis`, so that two copies of this
 * module on one page (an Astro chunk and the elements bundle, or the bundle
 * loaded under two URLs) still share one atom per name (design.md §3).
 *
 * The key carries a version: bump it when the meaning or shape of a shared
 * value changes, so an old copy and a new copy never read each other's atoms.
 */
export const registryKey = Symbol.for('site-shell.stores.v1');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [registryKey]?: Registry };
  holder[registryKey] ??= new Map<string, unknown>();
  return holder[registryKey];
}

/**
 * The one value registered under `name`, created by `create` the first time
 * any copy of the code asks for it. Later callers get the first value, and
 * their own `create` is not called (so its side effects run once per page).
 */
export function shared<T>(name: string, create: () => T): T {
  const values = registry();
  if (!values.has(name)) values.set(name, create());
  return values.get(name) as T;
}

/**
 * A nanostores atom shared across module copies. `setup` runs once, on the
 * atom that is created, to attach lifecycle hooks such as `onMount`.
 */
export function sharedAtom<T>(
  name: string,
  initial: T,
  setup?: (store: WritableAtom<T>) => void,
): WritableAtom<T> {
  return shared(`atom:${name}`, () => {
    const store = atom<T>(initial);
    setup?.(store);
    return store;
  });
}
