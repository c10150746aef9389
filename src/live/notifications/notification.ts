/**
 * One notification, checked (spec §3 "Notification"). Its HTML is still the
 * server's: only `SafeNotification` (safe-notifications.ts in the stores)
 * may reach the DOM, once the sanitizer chunk has loaded.
 */
export interface NotificationItem {
  /** The self link, or a fallback built from the position: a stable React key. */
  readonly key: string;
  /** messageHtml as sent: untrusted, never rendered as it is. */
  readonly untrustedHtml: string;
  readonly isRead: boolean;
  /** Relative or http(s), else null. */
  readonly iconUrl: string | null;
  readonly thumbnailUrl: string | null;
  readonly destinationUrl: string | null;
  readonly lastActivityAt: Date;
}

/** A notification ready to render: its HTML went through the sanitizer. */
export interface SafeNotification extends Omit<NotificationItem, 'untrustedHtml'> {
  /** messageHtml after the sanitizer: safe to put into the DOM. */
  readonly safeHtml: string;
}

/** The notifications response of spec §3, checked. */
export interface NotificationsResponse {
  readonly items: readonly NotificationItem[];
  /** The badge count, when the server sends one (the reference server does). */
  readonly unreadCount: number | null;
  /** Base64url VAPID key for push; null when the server sends none. */
  readonly vapidPublicKey: string | null;
  readonly showPushPrompt: boolean;
}
