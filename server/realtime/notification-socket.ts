import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import type { AppContext } from '../context.ts';
import { countUnreadNotifications } from '../db/notifications.ts';
import { rejectUpgrade } from './reject-upgrade.ts';

export const notificationSocketPath = '/notifications/ws';

/**
 * The notifications socket. A one-time ticket from GET /notifications/ws/auth
 * opens it. Every frame holds one or more JSON messages separated by "\n":
 * `{"type":"unread-counter","count":N}` on connect and on every change, and
 * `{"type":"ping"}` every heartbeat so that a client can tell a half-open
 * socket from a quiet one. A client may send "ping" (or {"type":"ping"}) and
 * gets {"type":"pong"}. Unknown types are for clients to ignore.
 */
export function createNotificationSocketServer(app: AppContext) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });

  function send(socket: WebSocket, messages: readonly object[]): void {
    if (app.faults.current.stallWebsockets || socket.readyState !== WebSocket.OPEN) return;
    socket.send(messages.map((m) => JSON.stringify(m)).join('\n'));
  }

  function counter(userId: number) {
    return { type: 'unread-counter', count: countUnreadNotifications(app.db, userId) };
  }

  function onConnection(socket: WebSocket, userId: number): void {
    app.sockets.add(socket, 'notifications');
    socket.on('error', () => socket.terminate());
    if (app.faults.current.dropWebsockets) {
      socket.terminate();
      return;
    }
    send(socket, [{ type: 'connected', userId: String(userId) }, counter(userId)]);
    const unsubscribe = app.bus.subscribe(userId, (event) => {
      if (event.type === 'notifications-changed') send(socket, [counter(userId)]);
    });
    // Protocol pings find dead clients; the JSON ping lets clients find a dead server.
    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
      send(socket, [{ type: 'ping' }]);
    }, app.config.heartbeatMs);
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString().trim();
      if (text === 'ping' || text === '{"type":"ping"}') send(socket, [{ type: 'pong' }]);
    });
    socket.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
      if (app.faults.current.refuseWsAuth) {
        rejectUpgrade(socket, 403, 'ws_auth_refused', 'Injected fault: websocket auth refused.');
        return;
      }
      const ticket = url.searchParams.get('ticket');
      const userId = ticket ? app.tickets.redeem(ticket) : null;
      if (userId === null) {
        rejectUpgrade(
          socket,
          401,
          'invalid_ticket',
          'Unknown, used or expired ticket: GET /notifications/ws/auth again.',
        );
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, userId));
    },
    close(): Promise<void> {
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
