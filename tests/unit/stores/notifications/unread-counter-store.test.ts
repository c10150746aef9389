import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnreadCounterStore } from '../../../../src/stores/notifications/unread-counter.ts';
import { $socketsAllowed, $socketsFailed } from '../../../../src/stores/live-status.ts';
import { slowRetryMs } from '../../../../src/live/retry-after-giving-up.ts';
import { FakeWebSocket } from '../../support/fake-websocket.ts';

// The unread counter's socket in one tab of several (src/live/tabs): open only
// where the page may hold the sockets; after giving up, tried again later.

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  $socketsAllowed.set(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function store(
  socketUrl: () => Promise<string> = () => Promise.resolve('ws://test/notifications'),
) {
  return createUnreadCounterStore({
    socketUrl,
    onReconnected: () => {},
    WebSocket: FakeWebSocket as unknown as new (url: string) => WebSocket,
    random: () => 0,
  });
}

describe('the unread counter in a tab that does not hold the sockets', () => {
  it('opens no socket until the page may, and closes it when it may not any more', async () => {
    $socketsAllowed.set(false);
    const stop = store().$socketState.listen(() => {});
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(0);
    $socketsAllowed.set(true);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.last().open();
    $socketsAllowed.set(false);
    expect(FakeWebSocket.last().closedByClient).not.toBeNull();
    stop();
  });
});

describe('the unread counter after giving up', () => {
  it('marks the count as possibly stale, and tries again on the slow timer', async () => {
    const socketUrl = vi.fn((): Promise<string> => Promise.reject(new Error('refused')));
    const { $socketState } = store(socketUrl);
    const stop = $socketState.listen(() => {});
    await vi.advanceTimersByTimeAsync(3 * 200 + 10); // three retries, 200 ms apart
    expect($socketState.get()).toBe('failed');
    expect($socketsFailed.get().notifications).toBe(true);
    const attempts = socketUrl.mock.calls.length;
    socketUrl.mockImplementation(() => Promise.resolve('ws://test/notifications'));
    await vi.advanceTimersByTimeAsync(slowRetryMs + 200);
    expect(socketUrl.mock.calls.length).toBe(attempts + 1);
    FakeWebSocket.last().open();
    expect($socketsFailed.get().notifications).toBe(false);
    stop();
  });
});
