import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { devPost, seed } from './support/api.ts';
import { signedIn } from './support/client.ts';
import {
  graphqlPost,
  graphqlWsClient,
  recentChatsQuery,
  subscribeValues,
} from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

interface Chats {
  recentChats: {
    id: string;
    participants: { user: { id: string } }[];
    lastEvent: { author: { id: string }; content: string };
  }[];
}

const subscription = 'subscription { unseenChatCount }';
const count = (v: { unseenChatCount: number }) => v.unseenChatCount;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('graphql-ws (graphql-transport-ws) on /graphql', () => {
  it('runs RecentChats over the socket with the session of the upgrade request', async () => {
    const designer = await signedIn(server.url, 'designer');
    const ws = graphqlWsClient(designer);
    try {
      const result = await new Promise<Record<string, unknown>>((resolve, reject) => {
        ws.subscribe(
          { query: recentChatsQuery, variables: { from: 0, limit: 30 } },
          {
            next: (value) => resolve(value as Record<string, unknown>),
            error: reject,
            complete: () => undefined,
          },
        );
      });
      const data = result['data'] as Chats & { viewer: { id: string } };
      expect(data.recentChats).toHaveLength(30);
      expect(data.viewer.id).toBe(seed.designer.id);
    } finally {
      await ws.dispose();
    }
  });

  it('subscription unseenChatCount sends the count at once, then every change: a new message, then setLastSeenAt', async () => {
    const designer = await signedIn(server.url, 'designer');
    const ws = graphqlWsClient(designer);
    const values = subscribeValues<{ unseenChatCount: number }>(ws, subscription);
    try {
      await values.until(() => values.values.length >= 1);
      expect(values.values.map(count)).toEqual([seed.unseenChats]);

      // A read chat of the designer gets a message from the other side: one more unseen chat.
      const chats = await graphqlPost<Chats>(designer, recentChatsQuery, { from: 0, limit: 30 });
      const quiet = chats.body.data?.recentChats.find(
        (c) => c.lastEvent.author.id === seed.designer.id,
      );
      const other = quiet?.participants.find((p) => p.user.id !== seed.designer.id)?.user.id;
      expect(quiet && other).toBeTruthy();
      const sent = await devPost(designer, `/dev/chats/${quiet?.id}/messages`, {
        authorId: other,
        content: 'Are you still working on the revisions?',
      });
      expect(sent.status).toBe(201);
      await values.until(() =>
        values.values.some((v) => v.unseenChatCount === seed.unseenChats + 1),
      );

      // Opening the dropdown: setLastSeenAt over HTTP, the socket hears 0.
      await graphqlPost(designer, 'mutation { setLastSeenAt { userId } }');
      await values.until(() => values.values.at(-1)?.unseenChatCount === 0);
      expect(values.errors).toEqual([]);
    } finally {
      values.stop();
      await ws.dispose();
    }
  });

  it('reaches every connected client of the user, and no one else', async () => {
    const holderA = await signedIn(server.url, 'contest-holder');
    const holderB = await signedIn(server.url, 'contest-holder');
    const designer = await signedIn(server.url, 'designer');
    const clients = [graphqlWsClient(holderA), graphqlWsClient(holderB), graphqlWsClient(designer)];
    const streams = clients.map((c) =>
      subscribeValues<{ unseenChatCount: number }>(c, subscription),
    );
    try {
      await Promise.all(streams.map((s) => s.until(() => s.values.length >= 1)));
      const [a, b, d] = streams;
      const designerFirst = d?.values[0]?.unseenChatCount;
      const chats = await graphqlPost<Chats>(holderA, recentChatsQuery, { from: 0, limit: 30 });
      // A chat of the contest holder with someone other than the demo designer.
      const chat = chats.body.data?.recentChats.find(
        (c) =>
          c.participants.length === 2 &&
          c.participants.every((p) => p.user.id !== seed.designer.id),
      );
      const author = chat?.participants.find((p) => p.user.id !== seed.contestHolder.id)?.user.id;
      await graphqlPost(holderA, 'mutation { setLastSeenAt { userId } }');
      await a?.until(() => a.values.at(-1)?.unseenChatCount === 0);
      await b?.until(() => b.values.at(-1)?.unseenChatCount === 0);
      const response = await devPost(holderA, `/dev/chats/${chat?.id}/messages`, {
        authorId: author,
        content: 'Hello!',
      });
      expect(response.status).toBe(201);
      await a?.until(() => a.values.at(-1)?.unseenChatCount === 1);
      await b?.until(() => b.values.at(-1)?.unseenChatCount === 1);
      expect(d?.values.map(count)).toEqual([designerFirst]);
    } finally {
      streams.forEach((s) => s.stop());
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });

  it('refuses the subscription with UNAUTHENTICATED when logged out', async () => {
    const visitor = await signedIn(server.url, 'logged-out');
    const ws = graphqlWsClient(visitor);
    const values = subscribeValues<{ unseenChatCount: number }>(ws, subscription);
    try {
      await values.until(() => values.errors.length > 0);
      expect(JSON.stringify(values.errors)).toContain('UNAUTHENTICATED');
      expect(values.values).toEqual([]);
    } finally {
      await ws.dispose();
    }
  });

  it('refuses an upgrade from another site’s page (Origin) with 403', async () => {
    const designer = await signedIn(server.url, 'designer');
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(
        `${server.url.replace('http', 'ws')}/graphql`,
        'graphql-transport-ws',
        {
          headers: { cookie: designer.cookieHeader(), origin: 'https://evil.example' },
        },
      );
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => reject(new Error('opened')));
    });
    expect(status).toBe(403);
  });

  it('answers 404 for a websocket on any other path', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/somewhere`);
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => reject(new Error('opened')));
    });
    expect(status).toBe(404);
  });
});
