import { describe, expect, it, vi } from 'vitest';
import { announceSession, watchSession } from '../../../../src/live/tabs/session-channel.ts';
import { parseTabMessage } from '../../../../src/live/tabs/tab-messages.ts';
import { fakeChannels, settle } from '../../support/fake-tabs.ts';

describe('the session channel', () => {
  it('tells a tab when another tab shows another user or none, not the same one', async () => {
    const Channel = fakeChannels();
    const otherUser = vi.fn();
    const stop = watchSession('2', otherUser, Channel);
    announceSession('2', Channel);
    await settle();
    expect(otherUser).not.toHaveBeenCalled();
    announceSession(null, Channel);
    announceSession('1', Channel);
    await settle();
    expect(otherUser).toHaveBeenCalledTimes(2);
    stop();
    announceSession(null, Channel);
    await settle();
    expect(otherUser).toHaveBeenCalledTimes(2);
  });
});

describe('parseTabMessage', () => {
  it('accepts the tab messages and ignores anything else', () => {
    expect(parseTabMessage({ type: 'count', kind: 'messages', count: 3 })).toEqual({
      type: 'count',
      kind: 'messages',
      count: 3,
    });
    expect(parseTabMessage({ type: 'count', kind: 'chats', count: 3 })).toBeNull();
    expect(parseTabMessage({ type: 'stale', kind: 'notifications', stale: 'yes' })).toBeNull();
    expect(parseTabMessage('hello')).toBeNull();
  });
});
