import type { ChannelConstructor } from './tab-messages.ts';

/** One channel per origin on which every tab says whose session it shows (null: signed out). */
export const sessionChannelName = 'site-live:session';

function channelConstructor(): ChannelConstructor | undefined {
  return (globalThis as { BroadcastChannel?: ChannelConstructor }).BroadcastChannel;
}

/**
 * Tells the other tabs of the origin which user this page is for (a page
 * signed out says null), so that tabs of another user drop their counts.
 */
export function announceSession(
  userId: string | null,
  Channel: ChannelConstructor | undefined = channelConstructor(),
): void {
  if (!Channel) return;
  const channel = new Channel(sessionChannelName);
  channel.postMessage({ type: 'session', userId });
  channel.close();
}

/** Calls `onOtherUser` when another tab announces a different user (or none). Returns the cleanup. */
export function watchSession(
  userId: string,
  onOtherUser: () => void,
  Channel: ChannelConstructor | undefined = channelConstructor(),
): () => void {
  if (!Channel) return () => {};
  const channel = new Channel(sessionChannelName);
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; userId?: unknown } | null;
    if (data?.type !== 'session' || data.userId === userId) return;
    if (data.userId !== null && typeof data.userId !== 'string') return;
    onOtherUser();
  };
  return () => channel.close();
}
