import { describe, expect, it } from 'vitest';
import { activeChatUserId, chatHref, isChatUnread } from '../../../src/live/chat-unread.ts';
import type { Chat } from '../../../src/live/graphql/documents.ts';

const viewer = '7';
const partner = '42';

function chat(lastEventAt: string | null, viewerReadAt: string | null, authorId = partner): Chat {
  return {
    id: '1',
    participants: [
      { id: `1:${viewer}`, user: { id: viewer, displayName: 'Me' }, lastReadAt: viewerReadAt },
      { id: `1:${partner}`, user: { id: partner, displayName: 'Anna Müller' }, lastReadAt: null },
    ],
    lastEvent:
      lastEventAt === null
        ? null
        : {
            id: '9',
            author: { id: authorId, displayName: 'Anna Müller' },
            createdAt: lastEventAt,
            content: 'Hello',
          },
  };
}

describe('the unread rule (spec §4)', () => {
  it('is unread when the last event is newer than the viewer’s lastReadAt', () => {
    expect(isChatUnread(chat('2025-03-02T10:00:01Z', '2025-03-02T10:00:00Z'), viewer, null)).toBe(
      true,
    );
  });

  it('is read when the last event is not newer than lastReadAt', () => {
    expect(isChatUnread(chat('2025-03-02T10:00:00Z', '2025-03-02T10:00:00Z'), viewer, null)).toBe(
      false,
    );
    expect(isChatUnread(chat('2025-03-01T10:00:00Z', '2025-03-02T10:00:00Z'), viewer, null)).toBe(
      false,
    );
  });

  it('is unread when the viewer never read the chat', () => {
    expect(isChatUnread(chat('2025-03-02T10:00:00Z', null), viewer, null)).toBe(true);
  });

  it('is read when it is the active chat, however new its last event', () => {
    const unreadChat = chat('2025-03-02T10:00:01Z', '2025-03-01T00:00:00Z');
    expect(isChatUnread(unreadChat, viewer, partner)).toBe(false);
    expect(isChatUnread(unreadChat, viewer, '999')).toBe(true);
  });

  it('is read without any event', () => {
    expect(isChatUnread(chat(null, null), viewer, null)).toBe(false);
  });

  it('compares instants, not strings (time zone offsets)', () => {
    // 11:00+02:00 is 09:00Z: older than a read mark at 10:00Z.
    expect(
      isChatUnread(chat('2025-03-02T11:00:00+02:00', '2025-03-02T10:00:00Z'), viewer, null),
    ).toBe(false);
  });
});

describe('the active chat and row links (spec §2)', () => {
  it('reads the conversation’s user id from /messages/{userId}', () => {
    expect(activeChatUserId('/messages/42')).toBe('42');
    expect(activeChatUserId('/messages/42/?tab=files#end')).toBe('42');
    expect(activeChatUserId('/messages')).toBeNull();
    expect(activeChatUserId('/messages/42/files')).toBeNull();
    expect(activeChatUserId('/work')).toBeNull();
  });

  it('links a row to the conversation with the partner', () => {
    expect(chatHref(chat('2025-03-02T10:00:00Z', null), viewer)).toBe('/messages/42');
  });
});
