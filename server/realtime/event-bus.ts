/** What changed for a user; listeners read the new counts from the database. */
export type UserEvent = { type: 'notifications-changed' } | { type: 'chats-changed' };

export type UserEventListener = (event: UserEvent) => void;

export interface EventBus {
  publish(userId: number, event: UserEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(userId: number, listener: UserEventListener): () => void;
}

/** An in-process publish/subscribe channel per user. */
export function createEventBus(): EventBus {
  const listeners = new Map<number, Set<UserEventListener>>();
  return {
    publish(userId, event) {
      for (const listener of [...(listeners.get(userId) ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          console.error('A realtime listener failed:', error);
        }
      }
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}
