import type { WebSocket } from 'ws';

export type SocketKind = 'graphql' | 'notifications';

export interface SocketRegistry {
  /** Tracks a socket until it closes. */
  add(socket: WebSocket, kind: SocketKind): void;
  count(kind?: SocketKind): number;
  /** Drops every socket without a close frame, as a broken network would. */
  terminateAll(): number;
  /** Closes every socket cleanly (server shutdown). */
  closeAll(code: number, reason: string): void;
}

export function createSocketRegistry(): SocketRegistry {
  const sockets = new Map<WebSocket, SocketKind>();
  return {
    add(socket, kind) {
      sockets.set(socket, kind);
      socket.once('close', () => sockets.delete(socket));
    },
    count(kind) {
      if (!kind) return sockets.size;
      return [...sockets.values()].filter((k) => k === kind).length;
    },
    terminateAll() {
      const all = [...sockets.keys()];
      for (const socket of all) socket.terminate();
      return all.length;
    },
    closeAll(code, reason) {
      for (const socket of sockets.keys()) socket.close(code, reason);
    },
  };
}
