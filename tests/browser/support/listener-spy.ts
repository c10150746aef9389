// Counts the listeners that code adds to and removes from `window`, so tests
// can check that a closed or unmounted popup leaves nothing behind.

type Key = string;

export interface ListenerSpy {
  /** Listeners of `type` currently attached to window by code under test. */
  active(type: string): number;
  restore(): void;
}

export function spyOnWindowListeners(): ListenerSpy {
  const attached = new Map<Key, Set<EventListenerOrEventListenerObject>>();
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  const captureOf = (options?: boolean | EventListenerOptions) =>
    typeof options === 'boolean' ? options : !!options?.capture;

  window.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    const key = `${type}:${captureOf(options)}`;
    if (!attached.has(key)) attached.set(key, new Set());
    attached.get(key)?.add(listener);
    add(type, listener, options);
  }) as typeof window.addEventListener;

  window.removeEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ) => {
    attached.get(`${type}:${captureOf(options)}`)?.delete(listener);
    remove(type, listener, options);
  }) as typeof window.removeEventListener;

  return {
    active: (type) =>
      [...attached.entries()]
        .filter(([key]) => key.startsWith(`${type}:`))
        .reduce((sum, [, listeners]) => sum + listeners.size, 0),
    restore() {
      window.addEventListener = add;
      window.removeEventListener = remove;
    },
  };
}
