import { safeUrl } from '../sanitize/safe-url.ts';
import { parseTimestamp } from '../time/parse-date.ts';
import type { NotificationItem, NotificationsResponse } from './notification.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Thrown when the body is JSON but not a notifications response. */
export class NotificationsShapeError extends Error {
  constructor(reason: string) {
    super(`Not a notifications response: ${reason}`);
    this.name = 'NotificationsShapeError';
  }
}

/**
 * Reads the notifications response: `_embedded.notifications`,
 * `web_push_vapid_public_key`, `show_enable_browser_notifications_prompt` and
 * (reference server) `unread_count`. Items without a valid date or without a
 * message are dropped (spec §5); their URLs must be relative or http(s).
 * Their HTML stays untrusted: the sanitizer runs when the list is shown.
 */
export function parseNotificationsResponse(body: unknown): NotificationsResponse {
  if (!isObject(body)) throw new NotificationsShapeError('the body is not an object');
  const embedded = body['_embedded'];
  const list = isObject(embedded) ? embedded['notifications'] : undefined;
  if (!Array.isArray(list)) throw new NotificationsShapeError('_embedded.notifications is missing');
  const items = list.flatMap((raw: unknown, index) => {
    const item = parseItem(raw, index);
    return item ? [item] : [];
  });
  const key = body['web_push_vapid_public_key'];
  const count = body['unread_count'];
  return {
    items,
    unreadCount: typeof count === 'number' && Number.isFinite(count) ? count : null,
    vapidPublicKey: typeof key === 'string' && key !== '' ? key : null,
    showPushPrompt: body['show_enable_browser_notifications_prompt'] === true,
  };
}

function parseItem(raw: unknown, index: number): NotificationItem | null {
  if (!isObject(raw)) return null;
  const lastActivityAt = parseTimestamp(raw['lastActivityAt']);
  const messageHtml = raw['messageHtml'];
  if (!lastActivityAt || typeof messageHtml !== 'string') return null;
  return {
    key: selfHref(raw) ?? `notification-${index}`,
    untrustedHtml: messageHtml,
    isRead: raw['isRead'] === true,
    iconUrl: safeUrl(raw['icon']),
    thumbnailUrl: safeUrl(raw['thumbnailUrl']),
    destinationUrl: safeUrl(raw['destinationUrl']),
    lastActivityAt,
  };
}

/** `_links.self.href` (HAL), or `links.self.href`. */
function selfHref(raw: Json): string | null {
  for (const field of ['_links', 'links']) {
    const links = raw[field];
    const self = isObject(links) ? links['self'] : undefined;
    const href = isObject(self) ? self['href'] : undefined;
    if (typeof href === 'string' && href !== '') return href;
  }
  return null;
}
