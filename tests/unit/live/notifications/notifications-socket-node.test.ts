import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createNotificationsSocket,
  type WebSocketConstructor,
} from '../../../../src/live/notifications/notifications-socket.ts';

// With Node's `ws` (the reference server's tests, any Node client), an error
// event nobody listens to is thrown: stopping while the socket still connects
// must not crash the process.

let server: Server | null = null;
const held: Socket[] = [];

afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A TCP server that accepts and never answers: a websocket to it stays CONNECTING. */
async function silentServer(): Promise<number> {
  server = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the notifications socket in Node', () => {
  it('stops while still connecting without an uncaught error', async () => {
    const port = await silentServer();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const created: WebSocket[] = [];
      class RecordingWebSocket extends WebSocket {
        constructor(url: string) {
          super(url);
          created.push(this);
        }
      }
      const socket = createNotificationsSocket({
        socketUrl: async () => `ws://127.0.0.1:${port}/notifications/ws`,
        onCount: () => {},
        onReconnected: () => {},
        WebSocket: RecordingWebSocket as unknown as WebSocketConstructor,
      });
      socket.start();
      await expect.poll(() => created[0]?.readyState).toBe(WebSocket.CONNECTING);
      socket.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
