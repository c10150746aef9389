/**
 * An async iterator for a GraphQL subscription: yields the current value at
 * once, then a fresh value every time `onChange` fires, until the consumer
 * returns (graphql-ws calls return() when the client completes or leaves),
 * which unsubscribes.
 */
export function countStream<T>(
  onChange: (notify: () => void) => () => void,
  read: () => T,
): AsyncIterableIterator<T> {
  const queue: T[] = [read()];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let done = false;
  const unsubscribe = onChange(() => {
    if (done) return;
    const value = read();
    const resolve = waiting.shift();
    if (resolve) resolve({ value, done: false });
    else queue.push(value);
  });
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      unsubscribe();
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      queue.length = 0;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw(error?: unknown) {
      void finish();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
