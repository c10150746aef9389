import { expect, type Page } from '@playwright/test';
import type { Role } from '../../../src/navigation/types.ts';

// Helpers for the demo legacy pages served by the reference server.

/** The seeded users of server/README.md. */
export const seeded = { contestHolder: '1', designer: '2' } as const;

/**
 * Opens a demo page (which signs the session in as its role) and waits for
 * every element, and for a signed-in user, for the live dropdowns that replace
 * the header's plain messages and notifications links once their chunk loads.
 * These tests drive the client-rendered page (`render=client`: the elements
 * render in the browser over the template's fallback markup, with separate
 * `<site-drawer>`s); the server-rendered default is server-rendered.spec.ts's
 * and the smokes' (tests/e2e/smoke).
 */
export async function openDemo(
  page: Page,
  query: { site: string; locale: string; role: Role; variant?: string },
): Promise<void> {
  await page.goto(`/demo?${new URLSearchParams({ ...query, render: 'client' })}`);
  await page.evaluate(() =>
    Promise.all(
      [
        ...document.querySelectorAll('site-header, site-footer, site-drawer, site-unread-badge'),
      ].map((element) => (element as HTMLElement & { ready: Promise<void> }).ready),
    ),
  );
  if (query.role !== 'logged-out') {
    await page
      .locator('site-header')
      .locator('[aria-controls="site-notifications-panel"]')
      .waitFor({ state: 'attached' });
  }
}

/** Collects console errors and uncaught page errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
  if (!cookie) throw new Error('no csrf_token cookie: open a demo page first');
  return cookie.value;
}

/** POSTs JSON to the server as the page's session (cookies and CSRF token). */
export async function post(page: Page, path: string, body: unknown): Promise<unknown> {
  const response = await page.request.post(path, {
    data: body,
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** Turns faults of the reference server on (see server/README.md "Faults"); `{ reset: true }` clears them. */
export async function faults(page: Page, settings: Record<string, unknown>): Promise<void> {
  await post(page, '/dev/faults', settings);
}

/** The header's unread count as a number (0 when the badge is hidden). */
export async function headerCount(page: Page, kind: 'messages' | 'notifications'): Promise<number> {
  const text = await headerBadge(page, kind);
  return text === null ? 0 : Number(text);
}

/** The header's unread badge text for a kind, or null when hidden. */
export async function headerBadge(
  page: Page,
  kind: 'messages' | 'notifications',
): Promise<string | null> {
  const name =
    kind === 'messages' ? /^(Messages|Nachrichten),/ : /^(Notifications|Benachrichtigungen),/;
  const button = page.locator('site-header').getByRole('button', { name });
  // One read, without waiting: a badge that disappears between a count and a
  // read (its count going to 0) would leave innerText() waiting for it.
  const [text] = await button.locator('.site-badge').allInnerTexts();
  return text ?? null;
}

/**
 * A chat partner writes to the designer in a chat whose last message the
 * designer has already read, so the unseen count goes up. Returns the partner's id.
 */
export async function addChatMessage(page: Page, content: string): Promise<string> {
  const chats = (await post(page, '/graphql', {
    query:
      '{ recentChats(from: 0, limit: 30) { id participants { user { id } } lastEvent { createdAt } } viewer { id } }',
  })) as { data: { recentChats: { id: string; participants: { user: { id: string } }[] }[] } };
  const chat = chats.data.recentChats.at(-1);
  if (!chat) throw new Error('no chat seeded');
  const partner = chat.participants.find((p) => p.user.id !== seeded.designer);
  if (!partner) throw new Error('chat without a partner');
  await post(page, `/dev/chats/${chat.id}/messages`, {
    authorId: Number(partner.user.id),
    content,
  });
  return partner.user.id;
}

/** A new notification for the designer; returns the server's unread count after it. */
export async function addNotification(page: Page): Promise<number> {
  const created = (await post(page, '/dev/notifications', {
    userId: Number(seeded.designer),
    messageHtml: 'Your contest <b>Logo for a bakery</b> has a new entry',
  })) as { unread_count: number };
  return created.unread_count;
}
