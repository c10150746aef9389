import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPost, getNotifications, seed } from './support/api.ts';
import { form, jsonPost, signedIn, type Client } from './support/client.ts';
import { graphqlPost } from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The same browser after the restart: same cookies, new port. */
function sameBrowser(client: Client, url: string): Client {
  const moved = { ...client, baseUrl: url };
  return {
    ...moved,
    fetch: (path, init) => client.fetch(new URL(path, url).toString(), init),
  };
}

describe('a restart on the same data folder', () => {
  it('keeps what was read, what was created, the sessions and the VAPID key', async () => {
    const designer = await signedIn(server.url, 'designer');
    const holder = await signedIn(server.url, 'contest-holder');
    expect((await getNotifications(designer)).unread_count).toBe(seed.unreadNotifications);

    await designer.fetch(
      '/notifications/xhr/onsite/mark-all-read',
      form({ csrf_token: designer.csrf() }),
    );
    await graphqlPost(designer, 'mutation { setLastSeenAt { userId } }');
    await devPost(holder, '/dev/notifications', { userId: 1, messageHtml: 'Kept across restarts' });
    await holder.fetch(
      '/notifications/xhr/user-flag',
      jsonPost({ type: 'declined-browser-notifications', csrf_token: holder.csrf() }),
    );
    const keyBefore = (await getNotifications(designer)).web_push_vapid_public_key;

    await server.restart();
    const designerAfter = sameBrowser(designer, server.url);
    const holderAfter = sameBrowser(holder, server.url);

    // Still signed in with the old cookies, and the CSRF token still works.
    const viewer = await graphqlPost<{ viewer: { id: string }; unseenChatCount: number }>(
      designerAfter,
      '{ viewer { id } unseenChatCount }',
    );
    expect(viewer.body.data).toEqual({ viewer: { id: seed.designer.id }, unseenChatCount: 0 });

    for (const offset of [0, 100]) {
      const page = await getNotifications(designerAfter, `?limit=100&offset=${offset}`);
      expect(page._embedded.notifications.every((n) => n.isRead)).toBe(true);
      expect(page.unread_count).toBe(0);
    }
    const holderList = await getNotifications(holderAfter, '?limit=1');
    expect(holderList._embedded.notifications[0]?.messageHtml).toBe('Kept across restarts');
    expect(holderList.show_enable_browser_notifications_prompt).toBe(false);
    expect(holderList.web_push_vapid_public_key).toBe(keyBefore);
  });
});
