import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationsSocket,
  type NotificationsSocketOptions,
} from '../../../../src/live/notifications/notifications-socket.ts';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import { FakeWebSocket } from '../../support/fake-websocket.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(overrides: Partial<NotificationsSocketOptions> = {}) {
  const counts: number[] = [];
  const reconnects = vi.fn();
  const socketUrl = vi.fn(async () => 'ws://example.test/notifications/ws?ticket=t');
  const socket = createNotificationsSocket({
    socketUrl,
    onCount: (count) => counts.push(count),
    onReconnected: reconnects,
    WebSocket: FakeWebSocket as unknown as NonNullable<NotificationsSocketOptions['WebSocket']>,
    random: () => 0.5, // 2600 ms
    heartbeatTimeoutMs: 60_000,
    ...overrides,
  });
  return { socket, counts, reconnects, socketUrl };
}

let reported: unknown[];
let removeHook: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  reported = [];
  removeHook = setErrorHook((error) => reported.push(error));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  removeHook();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the notifications socket (spec §7, §8)', () => {
  it('asks for the address, opens it and passes every unread-counter on', async () => {
    const { socket, counts, socketUrl } = setup();
    socket.start();
    await flush();
    expect(socketUrl).toHaveBeenCalledTimes(1);
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe('ws://example.test/notifications/ws?ticket=t');
    ws.open();
    ws.receive('{"type":"connected","userId":"1"}\n{"type":"unread-counter","count":4}');
    ws.receive('{"type":"ping"}');
    ws.receive('{"type":"unread-counter","count":120}\n');
    expect(counts).toEqual([4, 120]);
    expect(socket.state).toBe('open');
  });

  it('reconnects after a close, after the random delay, with a fresh address, and refetches the counts', async () => {
    const { socket, reconnects, socketUrl } = setup();
    socket.start();
    await flush();
    FakeWebSocket.last().open();
    expect(reconnects).not.toHaveBeenCalled();
    FakeWebSocket.last().serverClose(1006);
    expect(socket.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2599);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socketUrl).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('keeps reconnecting after every close (no limit while connections succeed)', async () => {
    const { socket, reconnects } = setup({ random: () => 0 });
    socket.start();
    await flush();
    for (let round = 1; round <= 6; round += 1) {
      FakeWebSocket.last().open();
      FakeWebSocket.last().serverClose();
      await vi.advanceTimersByTimeAsync(200);
    }
    FakeWebSocket.last().open();
    expect(FakeWebSocket.instances).toHaveLength(7);
    expect(reconnects).toHaveBeenCalledTimes(6);
  });

  it('retries a failed connection at most 3 times, then gives up and reports it', async () => {
    const { socket } = setup({ random: () => 0 });
    socket.start();
    await flush();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      FakeWebSocket.last().serverClose(1006); // refused before opening
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(FakeWebSocket.instances).toHaveLength(4); // the first try and 3 retries
    expect(socket.state).toBe('failed');
    expect(String(reported.at(-1))).toContain('Gave up');
  });

  it('treats a refused auth call as a failed connection', async () => {
    const socketUrl = vi.fn(async () => {
      throw new Error('403');
    });
    const { socket } = setup({ socketUrl, random: () => 0 });
    socket.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socketUrl).toHaveBeenCalledTimes(4);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(socket.state).toBe('failed');
    expect(reported.filter((error) => String(error).includes('403'))).toHaveLength(4);
  });

  it('recovers from auth failures when a retry succeeds', async () => {
    let calls = 0;
    const socketUrl = vi.fn(async () => {
      calls += 1;
      if (calls <= 2) throw new Error('500');
      return 'ws://example.test/ws';
    });
    const { socket, counts } = setup({ socketUrl, random: () => 0 });
    socket.start();
    await vi.advanceTimersByTimeAsync(1000);
    FakeWebSocket.last().open();
    FakeWebSocket.last().receive('{"type":"unread-counter","count":2}');
    expect(socket.state).toBe('open');
    expect(counts).toEqual([2]);
  });

  it('finds a half-open socket: silence past the heartbeat timeout closes it and reconnects', async () => {
    const { socket, reconnects } = setup({ heartbeatTimeoutMs: 60_000, random: () => 0 });
    socket.start();
    await flush();
    const first = FakeWebSocket.last();
    first.open();
    await vi.advanceTimersByTimeAsync(50_000);
    first.receive('{"type":"ping"}'); // the heartbeat resets the timer
    await vi.advanceTimersByTimeAsync(59_999);
    expect(first.closedByClient).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(first.closedByClient).not.toBeNull();
    expect(String(reported.at(-1))).toContain('half-open');
    await vi.advanceTimersByTimeAsync(200);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('stops cleanly: closes the socket, cancels timers, opens nothing later', async () => {
    const { socket } = setup();
    socket.start();
    await flush();
    const ws = FakeWebSocket.last();
    ws.open();
    socket.stop();
    expect(ws.closedByClient?.code).toBe(1000);
    expect(socket.state).toBe('stopped');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a late address when stopped while asking for it', async () => {
    let resolveUrl: (url: string) => void = () => {};
    const socketUrl = vi.fn(() => new Promise<string>((resolve) => (resolveUrl = resolve)));
    const { socket } = setup({ socketUrl });
    socket.start();
    socket.stop();
    resolveUrl('ws://example.test/ws');
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
