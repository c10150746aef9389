import { reportError } from '../report-error.ts';
import { createReconnectPolicy, type RandomSource } from './reconnect-policy.ts';
import { parseSocketFrame } from './socket-messages.ts';

/**
 * The server sends {"type":"ping"} every 25 s (reference server default).
 * Silence for this long means the socket is half-open: the connection is gone
 * but no close event came. Close it and reconnect.
 */
export const defaultHeartbeatTimeoutMs = 60_000;

export type SocketState =
  | 'idle'
  /** Asking for the address or opening the socket. */
  | 'connecting'
  | 'open'
  /** Waiting for the random delay before the next attempt. */
  | 'waiting'
  /** Gave up after 3 failed retries. */
  | 'failed'
  | 'stopped';

/** The part of the WebSocket constructor this client uses (the browser's, or `ws` in Node). */
export type WebSocketConstructor = new (url: string) => WebSocket;

export interface NotificationsSocketOptions {
  /** GET /notifications/ws/auth: a fresh address (with a one-time ticket) for every attempt. */
  socketUrl: () => Promise<string>;
  /** An unread-counter message arrived. */
  onCount: (count: number) => void;
  /** The socket opened again after a close or drop: fetch the counts again. */
  onReconnected: () => void;
  onStateChange?: (state: SocketState) => void;
  WebSocket?: WebSocketConstructor;
  random?: RandomSource;
  heartbeatTimeoutMs?: number;
}

export interface NotificationsSocket {
  start(): void;
  /** Closes the socket and cancels every timer; start() may be called again. */
  stop(): void;
  readonly state: SocketState;
}

/**
 * The notifications websocket of spec §7: ask /notifications/ws/auth for the
 * address, open it, read newline-separated JSON and pass every
 * `unread-counter` on. Reconnects by the rules of reconnect-policy.ts; a
 * heartbeat timeout finds a half-open socket.
 */
export function createNotificationsSocket(
  options: NotificationsSocketOptions,
): NotificationsSocket {
  const WebSocketImpl = options.WebSocket ?? globalThis.WebSocket;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? defaultHeartbeatTimeoutMs;
  const policy = createReconnectPolicy(options.random);
  let state: SocketState = 'idle';
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by every attempt and by stop(): late results of an old attempt are ignored.
  let attempt = 0;
  let openedBefore = false;

  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearTimeout(heartbeatTimer);
    retryTimer = undefined;
    heartbeatTimer = undefined;
  };

  const detach = (closing: WebSocket | null) => {
    if (!closing) return;
    closing.onopen = null;
    closing.onmessage = null;
    closing.onclose = null;
    // Closing a socket that is still connecting fails it with an error event:
    // expected, and ignored (Node's `ws` would throw it, having no listener).
    closing.onerror = () => {};
    // 0 CONNECTING, 1 OPEN (numbers: a test double need not carry the constants).
    if (closing.readyState === 0 || closing.readyState === 1) closing.close(1000, 'client closed');
  };

  const ended = (wasOpen: boolean, error?: unknown) => {
    clearTimers();
    detach(socket);
    socket = null;
    if (error !== undefined) reportError('Notifications socket', error);
    const decision = policy.ended(wasOpen);
    if (!decision.retry) {
      reportError(
        'Notifications socket',
        new Error('Gave up after 3 failed connection retries; the unread count is not live.'),
      );
      setState('failed');
      return;
    }
    setState('waiting');
    retryTimer = setTimeout(connect, decision.delayMs);
  };

  const armHeartbeat = (current: number) => {
    clearTimeout(heartbeatTimer);
    heartbeatTimer = setTimeout(() => {
      if (current !== attempt) return;
      ended(true, new Error(`No message for ${heartbeatTimeoutMs} ms: the socket is half-open.`));
    }, heartbeatTimeoutMs);
  };

  async function connect(): Promise<void> {
    const current = ++attempt;
    setState('connecting');
    let url: string;
    try {
      url = await options.socketUrl();
    } catch (error) {
      if (current === attempt) ended(false, error);
      return;
    }
    if (current !== attempt) return;
    let opened = false;
    let next: WebSocket;
    try {
      next = new WebSocketImpl(url);
    } catch (error) {
      ended(false, error);
      return;
    }
    socket = next;
    next.onopen = () => {
      opened = true;
      policy.opened();
      setState('open');
      armHeartbeat(current);
      if (openedBefore) options.onReconnected();
      openedBefore = true;
    };
    next.onmessage = (event: MessageEvent) => {
      armHeartbeat(current);
      if (typeof event.data !== 'string') return;
      for (const message of parseSocketFrame(event.data)) {
        if (message.type === 'unread-counter') options.onCount(message.count);
      }
    };
    next.onclose = (event: CloseEvent) => {
      ended(
        opened,
        opened ? undefined : new Error(`The socket closed before opening (${event.code}).`),
      );
    };
    // An error is always followed by a close event, which decides what happens next.
    next.onerror = () => {};
  }

  return {
    start() {
      if (state === 'connecting' || state === 'open' || state === 'waiting') return;
      void connect();
    },
    stop() {
      attempt += 1;
      clearTimers();
      detach(socket);
      socket = null;
      setState('stopped');
    },
    get state() {
      return state;
    },
  };
}
