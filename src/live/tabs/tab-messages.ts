// What the tabs of one user tell each other over their BroadcastChannel.

export type CountKind = 'messages' | 'notifications';

export type TabMessage =
  /** A tab joined, or took the lead: every tab answers with its visibility, the leader with the counts. */
  | { type: 'hello'; tabId: string }
  /** A count changed in the sending tab (a socket event, a refetch, a read). */
  | { type: 'count'; kind: CountKind; count: number }
  /** Whether the sending tab's counts may be out of date (the sockets gave up, or were closed while hidden). */
  | { type: 'stale'; kind: CountKind; stale: boolean }
  | { type: 'visibility'; tabId: string; visible: boolean }
  /** The tab is going away (pagehide): the leader forgets its visibility. */
  | { type: 'bye'; tabId: string };

/** The part of BroadcastChannel the tabs use (a fake in unit tests). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export type ChannelConstructor = new (name: string) => ChannelLike;

const kinds: readonly string[] = ['messages', 'notifications'];

/** A message from another tab, checked: anything else (another version of the bundle) is ignored. */
export function parseTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'hello':
    case 'bye':
      return typeof message.tabId === 'string'
        ? { type: message.type, tabId: message.tabId }
        : null;
    case 'count':
      return kinds.includes(message.kind as string) && typeof message.count === 'number'
        ? { type: 'count', kind: message.kind as CountKind, count: message.count }
        : null;
    case 'stale':
      return kinds.includes(message.kind as string) && typeof message.stale === 'boolean'
        ? { type: 'stale', kind: message.kind as CountKind, stale: message.stale }
        : null;
    case 'visibility':
      return typeof message.tabId === 'string' && typeof message.visible === 'boolean'
        ? { type: 'visibility', tabId: message.tabId, visible: message.visible }
        : null;
    default:
      return null;
  }
}
