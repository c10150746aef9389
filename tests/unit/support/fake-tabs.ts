import type { LocksLike } from '../../../src/live/tabs/tab-leadership.ts';
import type { ChannelLike } from '../../../src/live/tabs/tab-messages.ts';

// In-memory stand-ins for the Web Locks API and BroadcastChannel: what a
// browser gives the tabs of one origin, for unit tests of src/live/tabs.

/** Exclusive locks by name, granted in request order; released when the callback's promise settles. */
export function fakeLocks(): LocksLike {
  const queues = new Map<string, { run: () => void }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    if (held.has(name)) return;
    const queue = queues.get(name) ?? [];
    const waiter = queue.shift();
    if (waiter) waiter.run();
  };
  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const waiter = {
          run: () => {
            held.add(name);
            void callback()
              .then(resolve, reject)
              .finally(() => {
                held.delete(name);
                next(name);
              });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          const index = queue.indexOf(waiter);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queues.set(name, [...(queues.get(name) ?? []), waiter]);
        next(name);
      });
    },
  };
}

/** BroadcastChannel: a message goes to every other open channel of the same name, asynchronously. */
export function fakeChannels() {
  const open = new Set<FakeChannel>();
  class FakeChannel implements ChannelLike {
    onmessage: ((event: MessageEvent) => void) | null = null;
    readonly name: string;
    constructor(name: string) {
      this.name = name;
      open.add(this);
    }
    postMessage(message: unknown) {
      const data = structuredClone(message);
      for (const channel of open) {
        if (channel !== this && channel.name === this.name) {
          queueMicrotask(() => channel.onmessage?.({ data } as MessageEvent));
        }
      }
    }
    close() {
      open.delete(this);
    }
  }
  return FakeChannel;
}

/** A document whose visibility a test sets. */
export function fakeDocument(visible = true) {
  const target = new EventTarget();
  let state: DocumentVisibilityState = visible ? 'visible' : 'hidden';
  return {
    get visibilityState() {
      return state;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setVisible(next: boolean) {
      state = next ? 'visible' : 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** Lets queued messages and promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
