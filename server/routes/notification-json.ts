import type { NotificationRecord } from '../db/notifications.ts';

/** One notification as the client reads it (spec §3 "Notification"). */
export function notificationJson(n: NotificationRecord) {
  return {
    messageHtml: n.messageHtml,
    isRead: n.isRead,
    icon: n.icon,
    thumbnailUrl: n.thumbnailUrl,
    destinationUrl: n.destinationUrl,
    lastActivityAt: n.lastActivityAt,
    _links: { self: { href: `/notifications/${n.id}` } },
  };
}
