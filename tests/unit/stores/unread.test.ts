import { describe, expect, test } from 'vitest';
import {
  $unreadMessages,
  $unreadNotifications,
  isMessagesBadgeVisible,
  isMessagesPath,
  isNotificationsBadgeVisible,
  setUnreadMessages,
  setUnreadNotifications,
  unreadBadgeText,
} from '../../../src/stores/unread.ts';

describe('badge text (spec §5, §9: 99+ above 99)', () => {
  test.each([
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('%i shows as %s', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });

  test("above 99 it shows the catalogue's overflow text, below it the count", () => {
    expect(unreadBadgeText(100, '+99')).toBe('+99');
    expect(unreadBadgeText(99, '+99')).toBe('99');
  });
});

describe('messages badge (spec §5: hidden at zero and on the messages page)', () => {
  test('visible with unread messages on other pages', () => {
    expect(isMessagesBadgeVisible(1, '/')).toBe(true);
    expect(isMessagesBadgeVisible(150, '/work')).toBe(true);
    expect(isMessagesBadgeVisible(3, '/messages-archive')).toBe(true);
  });

  test('hidden at zero', () => {
    expect(isMessagesBadgeVisible(0, '/')).toBe(false);
  });

  test('hidden on the inbox and on a conversation', () => {
    expect(isMessagesBadgeVisible(5, '/messages')).toBe(false);
    expect(isMessagesBadgeVisible(5, '/messages/')).toBe(false);
    expect(isMessagesBadgeVisible(5, '/messages/42')).toBe(false);
    expect(isMessagesBadgeVisible(5, '/messages?page=2')).toBe(false);
    expect(isMessagesBadgeVisible(5, '/messages#latest')).toBe(false);
  });

  test('isMessagesPath knows the two message routes of spec §2', () => {
    expect(isMessagesPath('/messages')).toBe(true);
    expect(isMessagesPath('/messages/user-7')).toBe(true);
    expect(isMessagesPath('/notifications')).toBe(false);
    expect(isMessagesPath('/account/messages')).toBe(false);
  });
});

describe('notifications badge', () => {
  test('hidden at zero, visible above', () => {
    expect(isNotificationsBadgeVisible(0)).toBe(false);
    expect(isNotificationsBadgeVisible(1)).toBe(true);
  });
});

describe('unread stores', () => {
  test('hold whole, non-negative counts', () => {
    setUnreadMessages(4);
    expect($unreadMessages.get()).toBe(4);
    setUnreadMessages(-2);
    expect($unreadMessages.get()).toBe(0);
    setUnreadNotifications(Number.NaN);
    expect($unreadNotifications.get()).toBe(0);
    setUnreadNotifications(7.9);
    expect($unreadNotifications.get()).toBe(7);
  });
});
