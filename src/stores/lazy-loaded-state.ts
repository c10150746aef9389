import { atom, onMount, type ReadableAtom } from 'nanostores';
import { reportError } from '../live/report-error.ts';

/** The two states of a store whose module has not loaded (yet). */
export type LazyLoadStatus = { status: 'loading' } | { status: 'error' };

export interface LazyLoadedState<M, S> {
  readonly $state: ReadableAtom<S | LazyLoadStatus>;
  /** Loads again (after a failure), while something listens. */
  reload(): void;
  /** The module, once it has loaded. */
  loaded(): M | null;
}

/**
 * A state that needs a lazily loaded chunk. The first listener imports it
 * (`loading` meanwhile); a failed import is `error`, reported as `what`; once
 * in, `follow` keeps the state in step with it until nothing listens, which
 * goes back to `loading`. Shared by the chat list (Apollo) and the
 * notifications (the sanitizer).
 */
export function lazyLoadedState<M, S>(options: {
  what: string;
  load: () => Promise<M>;
  follow: (module: M, set: (state: S) => void) => () => void;
}): LazyLoadedState<M, S> {
  const loading: LazyLoadStatus = { status: 'loading' };
  const $state = atom<S | LazyLoadStatus>(loading);
  let loaded: M | null = null;
  // The running listen cycle's attempt; null while nothing listens.
  let attempt: (() => void) | null = null;

  onMount($state, () => {
    let mounted = true;
    let stop: (() => void) | null = null;
    attempt = () => {
      $state.set(loading);
      options.load().then(
        (module) => {
          loaded = module;
          if (!mounted || stop) return;
          stop = options.follow(module, (state) => $state.set(state));
        },
        (error: unknown) => {
          if (!mounted) return;
          reportError(options.what, error);
          $state.set({ status: 'error' });
        },
      );
    };
    attempt();
    return () => {
      mounted = false;
      attempt = null;
      stop?.();
      $state.set(loading);
    };
  });

  return { $state, reload: () => attempt?.(), loaded: () => loaded };
}
