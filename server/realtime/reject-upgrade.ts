import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { errorBody } from '../http/errors.ts';

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
export function rejectUpgrade(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.once('finish', () => socket.destroy());
}
