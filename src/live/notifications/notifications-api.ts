import { readCsrfToken } from '../csrf.ts';
import { toWebSocketUrl } from '../endpoints.ts';
import { expectOk, InvalidResponseError, readJson } from '../http-errors.ts';
import type { NotificationsResponse } from './notification.ts';
import { NotificationsShapeError, parseNotificationsResponse } from './parse-response.ts';

/** The JSON a browser's PushSubscription.toJSON() gives. */
export type PushSubscriptionData = PushSubscriptionJSON;

export interface NotificationsApi {
  /** GET the list. Throws on a non-OK status, invalid JSON or a wrong shape. */
  list(): Promise<NotificationsResponse>;
  /** POST mark-all-read (form body with csrf_token). */
  markAllRead(): Promise<void>;
  /** POST mark-read-counter (form body with csrf_token): the dropdown was opened. */
  markReadCounter(): Promise<void>;
  /** GET /notifications/ws/auth: the websocket address. A missing url is an error. */
  socketUrl(): Promise<string>;
  /** POST the push subscription (JSON with csrf_token and subscription). */
  savePushSubscription(subscription: PushSubscriptionData): Promise<void>;
  /** POST the user flag 'declined-browser-notifications'. */
  declineBrowserNotifications(): Promise<void>;
}

export interface NotificationsApiOptions {
  /** Absolute, without a trailing slash. */
  apiBase: string;
  /** The list address, when the page passes one (spec §7 "URL passed in"). */
  listUrl?: string | undefined;
  fetch?: typeof fetch;
  /** Default: the csrf_token cookie of the page. */
  csrfToken?: () => string;
}

/**
 * The notification calls of spec §7. Every request sends the cookies
 * (`credentials: 'include'`, so an API on another origin gets them too).
 */
export function createNotificationsApi(options: NotificationsApiOptions): NotificationsApi {
  const { apiBase } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const csrfToken = options.csrfToken ?? (() => readCsrfToken());
  const url = (path: string) => `${apiBase}${path}`;
  const listUrl = options.listUrl ?? url('/notifications/xhr/onsite');

  const request = (address: string, init: RequestInit = {}) =>
    fetchImpl(address, {
      credentials: 'include',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });

  const postForm = async (path: string) => {
    const address = url(path);
    const body = new URLSearchParams({ csrf_token: csrfToken() });
    await expectOk(await request(address, { method: 'POST', body }), address);
  };

  const postJson = async (path: string, payload: Record<string, unknown>) => {
    const address = url(path);
    const body = JSON.stringify({ ...payload, csrf_token: csrfToken() });
    const headers = { 'content-type': 'application/json' };
    await expectOk(await request(address, { method: 'POST', body, headers }), address);
  };

  return {
    async list() {
      const body = await readJson(await request(listUrl), listUrl);
      try {
        return parseNotificationsResponse(body);
      } catch (error) {
        if (error instanceof NotificationsShapeError) {
          throw new InvalidResponseError(listUrl, error.message, { cause: error });
        }
        throw error;
      }
    },
    markAllRead: () => postForm('/notifications/xhr/onsite/mark-all-read'),
    markReadCounter: () => postForm('/notifications/xhr/onsite/mark-read-counter'),
    async socketUrl() {
      const address = url('/notifications/ws/auth');
      const body = await readJson(await request(address), address);
      const socketUrl =
        typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
      if (typeof socketUrl !== 'string' || socketUrl === '') {
        throw new InvalidResponseError(address, 'the websocket url is missing');
      }
      return toWebSocketUrl(new URL(socketUrl, apiBase).href);
    },
    savePushSubscription: (subscription) =>
      postJson('/notifications/xhr/push/subscription', { subscription }),
    declineBrowserNotifications: () =>
      postJson('/notifications/xhr/user-flag', { type: 'declined-browser-notifications' }),
  };
}
