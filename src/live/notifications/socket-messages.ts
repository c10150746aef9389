/** A message of the notifications socket. */
export type SocketMessage =
  { type: 'unread-counter'; count: number } | { type: 'ping' } | { type: 'other'; name: string };

/**
 * The messages in one websocket frame: newline-separated JSON (spec §7).
 * Lines that are not JSON objects with a string `type` are skipped; an
 * `unread-counter` whose count is not a non-negative number is skipped too.
 */
export function parseSocketFrame(frame: string): SocketMessage[] {
  const messages: SocketMessage[] = [];
  for (const line of frame.split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const { type, count } = value as { type?: unknown; count?: unknown };
    if (type === 'unread-counter') {
      if (typeof count === 'number' && Number.isFinite(count) && count >= 0) {
        messages.push({ type, count });
      }
    } else if (type === 'ping') messages.push({ type });
    else if (typeof type === 'string') messages.push({ type: 'other', name: type });
  }
  return messages;
}
