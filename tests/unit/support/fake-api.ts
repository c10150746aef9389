import { vi } from 'vitest';
import type {
  NotificationItem,
  NotificationsResponse,
} from '../../../src/live/notifications/notification.ts';
import type { NotificationsApi } from '../../../src/live/notifications/notifications-api.ts';

export function item(key: string, isRead = false): NotificationItem {
  return {
    key,
    untrustedHtml: `<b>${key}</b>`,
    isRead,
    iconUrl: null,
    thumbnailUrl: null,
    destinationUrl: `/contests/${key}`,
    lastActivityAt: new Date('2025-03-01T10:00:00Z'),
  };
}

export function response(
  items: NotificationItem[],
  unreadCount: number | null = null,
): NotificationsResponse {
  return { items, unreadCount, vapidPublicKey: 'BKey', showPushPrompt: true };
}

/** A NotificationsApi whose every call is a vi.fn the test can steer. */
export function fakeApi(initial: NotificationsResponse = response([])) {
  return {
    list: vi.fn<NotificationsApi['list']>(async () => initial),
    markAllRead: vi.fn<NotificationsApi['markAllRead']>(async () => {}),
    markReadCounter: vi.fn<NotificationsApi['markReadCounter']>(async () => {}),
    socketUrl: vi.fn<NotificationsApi['socketUrl']>(async () => 'ws://example.test/ws'),
    savePushSubscription: vi.fn<NotificationsApi['savePushSubscription']>(async () => {}),
    declineBrowserNotifications: vi.fn<NotificationsApi['declineBrowserNotifications']>(
      async () => {},
    ),
  } satisfies NotificationsApi;
}
