import type { Client, Sink } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import {
  GraphqlSocketError,
  queryOverSocket,
  subscribeOverSocket,
} from '../../../../src/live/graphql/graphql-ws-operations.ts';

const operation = { operationName: 'UnseenChatCount', query: 'query UnseenChatCount { n }' };

/** A graphql-ws client double: the test drives the sink of the last subscribe. */
function fakeClient() {
  const sinks: Sink<unknown>[] = [];
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((_payload: unknown, sink: Sink<unknown>) => {
    sinks.push(sink);
    return unsubscribe;
  });
  const sink = () => {
    const last = sinks.at(-1);
    if (!last) throw new Error('nothing subscribed');
    return last;
  };
  return { client: { subscribe } as unknown as Client, subscribe, sink, unsubscribe };
}

describe('queryOverSocket', () => {
  it('sends the operation and resolves with the data once it completes', async () => {
    const fake = fakeClient();
    const result = queryOverSocket<{ n: number }>(fake.client, operation);
    expect(fake.subscribe).toHaveBeenCalledWith(operation, expect.anything());
    fake.sink().next({ data: { n: 3 } });
    fake.sink().complete();
    await expect(result).resolves.toEqual({ n: 3 });
  });

  it('rejects on GraphQL errors, on a socket that gave up, and without a result', async () => {
    const withErrors = fakeClient();
    const first = queryOverSocket(withErrors.client, operation);
    withErrors.sink().next({ errors: [{ message: 'denied' }] });
    withErrors.sink().complete();
    await expect(first).rejects.toThrow(/UnseenChatCount over graphql-ws failed: .*denied/);

    const closed = fakeClient();
    const second = queryOverSocket(closed.client, operation);
    closed.sink().error({ code: 4403, reason: 'Forbidden' });
    await expect(second).rejects.toThrow(/the socket closed \(4403 Forbidden\)/);

    const empty = fakeClient();
    const third = queryOverSocket(empty.client, operation);
    empty.sink().complete();
    await expect(third).rejects.toBeInstanceOf(GraphqlSocketError);
  });
});

describe('subscribeOverSocket', () => {
  it('passes every value on, errors to the error handler, and returns the cleanup', () => {
    const fake = fakeClient();
    const next = vi.fn();
    const error = vi.fn();
    const stop = subscribeOverSocket<{ n: number }>(fake.client, operation, { next, error });
    fake.sink().next({ data: { n: 1 } });
    fake.sink().next({ errors: [{ message: 'oops' }] });
    fake.sink().next({ data: { n: 2 } });
    expect(next.mock.calls).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/oops/);
    stop();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
