/** One notification, checked and made safe to render (spec §3 "Notification"). */
export interface NotificationItem {
  /** The self link, or a fallback built from the position: a stable React key. */
  readonly key: string;
  /** messageHtml after the sanitizer: safe to put into the DOM. */
  readonly safeHtml: string;
  readonly isRead: boolean;
  /** Relative or http(s), else null. */
  readonly iconUrl: string | null;
  readonly thumbnailUrl: string | null;
  readonly destinationUrl: string | null;
  readonly lastActivityAt: Date;
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
