import WebSocket from 'ws';
import type { Client } from './client.ts';

export interface SocketMessage {
  type: string;
  count?: number;
  [key: string]: unknown;
}

export interface OpenSocket {
  socket: WebSocket;
  /** Every message received so far, frames split on newlines. */
  messages: SocketMessage[];
  /** Raw frames as received. */
  frames: string[];
  /** Resolves with the first message (from `after` on) that matches, or rejects after `ms`. */
  next(match: (m: SocketMessage) => boolean, ms?: number, after?: number): Promise<SocketMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

/** Opens a websocket to `url` and records what it receives. */
export function connect(url: string, headers: Record<string, string> = {}): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const messages: SocketMessage[] = [];
    const frames: string[] = [];
    const listeners = new Set<() => void>();
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.on('message', (data) => {
      const text = String(data);
      frames.push(text);
      for (const line of text.split('\n'))
        if (line.trim()) messages.push(JSON.parse(line) as SocketMessage);
      listeners.forEach((listener) => listener());
    });
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        frames,
        closed,
        next(match, ms = 3000, after = 0) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = messages.slice(after).find(match);
              if (!hit) return false;
              listeners.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              fail(new Error(`no matching message; got ${JSON.stringify(messages)}`));
            }, ms);
            if (!check()) listeners.add(check);
          });
        },
      }),
    );
    socket.once('unexpected-response', (_req, res) =>
      reject(
        Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }),
      ),
    );
    socket.once('error', reject);
  });
}

/** GET /notifications/ws/auth, then open the socket at the returned url. */
export async function openNotificationSocket(client: Client): Promise<OpenSocket> {
  const response = await client.fetch('/notifications/ws/auth');
  if (response.status !== 200) throw new Error(`ws auth failed: ${response.status}`);
  const { url } = (await response.json()) as { url: string };
  return connect(url);
}

export const counter = (count: number) => (m: SocketMessage) =>
  m.type === 'unread-counter' && m.count === count;
