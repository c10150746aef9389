import { expect } from 'vitest';
import { jsonPost, type Client } from './client.ts';

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

/** Asserts a JSON error response of the documented shape and returns it. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
  field?: string,
): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  if (field !== undefined) expect(body.error.field).toBe(field);
  return body;
}

/** A POST to a development endpoint with the CSRF header. */
export function devPost(client: Client, path: string, body: unknown): Promise<Response> {
  return client.fetch(path, jsonPost(body, { 'x-csrf-token': client.csrf() }));
}

export interface NotificationJson {
  messageHtml: string;
  isRead: boolean;
  icon: string | null;
  thumbnailUrl: string | null;
  destinationUrl: string | null;
  lastActivityAt: string;
  _links: { self: { href: string } };
}

export interface NotificationsResponse {
  _embedded: { notifications: NotificationJson[] };
  unread_count: number;
  web_push_vapid_public_key: string;
  show_enable_browser_notifications_prompt: boolean;
}

export async function getNotifications(client: Client, query = ''): Promise<NotificationsResponse> {
  const response = await client.fetch(`/notifications/xhr/onsite${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationsResponse;
}

/** The documented seed (server/README.md "Seeded data"). */
export const seed = {
  contestHolder: { id: '1', displayName: 'Maren Albrecht' },
  designer: { id: '2', displayName: 'Diego Ramos' },
  unseenChats: 3,
  unreadNotifications: 4,
  notificationsPerDemoUser: 170,
  chatsPerDemoUser: 150,
};
