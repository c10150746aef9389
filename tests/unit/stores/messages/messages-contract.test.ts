import { gql } from '@apollo/client';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatPartner, isChatUnread } from '../../../../src/live/chat-unread.ts';
import { graphqlClientsFor } from '../../../../src/live/graphql/graphql-clients.ts';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import { closeMenu, openMenu } from '../../../../src/stores/open-menu.ts';
import {
  messagesStoresFor,
  type MessagesStores,
} from '../../../../src/stores/messages/messages-stores.ts';
import {
  apolloClientFor,
  recentChatsStoreFor,
} from '../../../../src/stores/messages/live-messages.chunk.ts';
import { messagesMenuId } from '../../../../src/stores/messages/unseen-count.ts';
import { $unreadMessages } from '../../../../src/stores/unread.ts';
import { browserSession, eventually, type BrowserSession } from '../../support/browser-session.ts';
import { startReferenceServer, type ReferenceServer } from '../../support/reference-server.ts';

// Contract tests against the real reference server (spec §7): RecentChats
// (Apollo, HTTP), the unseen count's query and subscription (graphql-ws
// directly), setLastSeenAt (a plain POST), "Try again", and live messages
// through /dev/chats.

vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let server: ReferenceServer;
let session: BrowserSession;
let viewerId: string;
let stores: MessagesStores;
let reported: string[];
let removeHook: () => void;
/** Every operation sent: "http RecentChats", "ws UnseenChatCount", … */
const calls: string[] = [];
/** The variables of every RecentChats request sent over HTTP. */
const recentChatsVariablesSent: unknown[] = [];
/** graphql-ws sockets opened. */
let socketsOpened = 0;

beforeAll(async () => {
  server = await startReferenceServer();
  session = browserSession(server.url);
  viewerId = (await session.signIn('designer')).id;
  const countingFetch: typeof fetch = async (input, init) => {
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as { operationName?: string; variables?: unknown })
        : {};
    calls.push(`http ${body.operationName ?? '?'}`);
    if (body.operationName === 'RecentChats') recentChatsVariablesSent.push(body.variables);
    return session.fetch(input, init);
  };
  class CountingSocket extends session.WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      socketsOpened += 1;
    }
    override send(data: string): void {
      const message = JSON.parse(data) as { type: string; payload?: { operationName?: string } };
      if (message.type === 'subscribe') calls.push(`ws ${message.payload?.operationName ?? '?'}`);
      super.send(data);
    }
  }
  stores = messagesStoresFor({
    apiBase: server.url,
    fetch: countingFetch,
    csrfToken: () => session.csrf(),
    webSocketImpl: CountingSocket,
    random: () => 0,
  });
});

/** The page's GraphQL clients, as messagesStoresFor made them. */
const clients = () =>
  graphqlClientsFor({
    graphqlUrl: `${server.url}/graphql`,
    graphqlWsUrl: `${server.url.replace('http', 'ws')}/graphql`,
  });

afterAll(async () => {
  try {
    await clients().ws.dispose();
  } finally {
    await server.close();
  }
});

beforeEach(async () => {
  reported = [];
  calls.length = 0;
  recentChatsVariablesSent.length = 0;
  removeHook = setErrorHook((error, context) => reported.push(`${context}: ${String(error)}`));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await session.dev('/dev/faults', { reset: true });
});

afterEach(async () => {
  // The chunk's store too: the dropdown's store only mirrors it, and it would
  // otherwise stay mounted for another second.
  cleanStores(
    stores.recentChats.$state,
    recentChatsStoreFor(clients()).$state,
    stores.unseenCount.$count,
  );
  closeMenu(messagesMenuId);
  removeHook();
  vi.restoreAllMocks();
  await session.dev('/dev/faults', { reset: true });
});

/** A GraphQL query over HTTP as the test's session, outside the stores. */
async function graphqlOverHttp(query: string): Promise<unknown> {
  const response = await session.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf() },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}

async function readyChats() {
  const state = await eventually(
    () => stores.recentChats.$state.get(),
    (value) => value.status !== 'loading',
  );
  if (state.status !== 'ready') throw new Error(`expected chats, got ${state.status}`);
  return state;
}

describe('RecentChats (spec §7: from 0, limit 30, cache-and-network)', () => {
  it('sends from 0 and limit 30 to a server with more chats, and shows its 30 newest', async () => {
    // The seeded designer has 150 chats (server/README.md): the limit must cut the list.
    const everything = (await graphqlOverHttp(
      `query { recentChats(from: 0, limit: 100) { id } }`,
    )) as { recentChats: { id: string }[] };
    expect(everything.recentChats.length).toBeGreaterThan(30);
    await stores.recentChats.retry(); // no chats cached by an earlier test
    stores.recentChats.$state.listen(() => {});
    const { chats, viewer } = await readyChats();
    expect(recentChatsVariablesSent).toEqual([{ from: 0, limit: 30 }]);
    expect(viewer?.id).toBe(viewerId);
    expect(chats.map((chat) => chat.id)).toEqual(
      everything.recentChats.slice(0, 30).map((chat) => chat.id),
    );
    const times = chats.flatMap((chat) =>
      chat.lastEvent ? [Date.parse(chat.lastEvent.createdAt)] : [],
    );
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('cache-and-network: shows the cached chats at once when listened to again, and asks the server anyway', async () => {
    const stop = stores.recentChats.$state.listen(() => {});
    const [newest] = (await readyChats()).chats;
    stop();
    cleanStores(stores.recentChats.$state, recentChatsStoreFor(clients()).$state);
    // A new message meanwhile: only the network can know it.
    await session.dev(`/dev/chats/${newest?.id}/messages`, {
      authorId: Number(viewerId),
      content: 'Sent while the dropdown was closed',
    });
    recentChatsVariablesSent.length = 0;
    const shown: string[] = [];
    stores.recentChats.$state.subscribe((state) => {
      if (state.status === 'ready') shown.push(state.chats[0]?.lastEvent?.content ?? '');
    });
    await eventually(
      () => shown.at(-1),
      (last) => last === 'Sent while the dropdown was closed',
    );
    // First the cached list (without the new message), then the server's.
    expect(shown[0]).toBe(newest?.lastEvent?.content);
    expect(recentChatsVariablesSent).toEqual([{ from: 0, limit: 30 }]);
  });

  it('a server error shows the error state; Try again fetches the chats again', async () => {
    await session.dev('/dev/faults', { status500: ['/graphql'] });
    // Drop the cached chats of the test before, as a fresh page would not have them.
    await stores.recentChats.retry();
    stores.recentChats.$state.listen(() => {});
    await eventually(
      () => stores.recentChats.$state.get().status,
      (status) => status === 'error',
    );
    expect(reported.join('\n')).toMatch(/Loading recent chats/);
    await session.dev('/dev/faults', { reset: true });
    calls.length = 0;
    await stores.recentChats.retry();
    await readyChats();
    expect(calls.filter((name) => name === 'http RecentChats')).toHaveLength(1);
  });

  it('Try again drops only the recentChats field: other cached queries stay', async () => {
    stores.recentChats.$state.listen(() => {});
    await readyChats();
    const apollo = apolloClientFor(clients());
    // Another query in Apollo's cache (the dropdown's count does not use Apollo).
    await apollo.query({
      query: gql`
        query UnseenChatCount {
          unseenChatCount
        }
      `,
    });
    const cached = () => apollo.cache.extract() as { ROOT_QUERY?: Record<string, unknown> };
    expect(cached().ROOT_QUERY?.['unseenChatCount']).toEqual(expect.any(Number));
    const viewerBefore = cached().ROOT_QUERY?.['viewer'];
    await stores.recentChats.retry();
    expect(cached().ROOT_QUERY?.['unseenChatCount']).toEqual(expect.any(Number));
    expect(cached().ROOT_QUERY?.['viewer']).toEqual(viewerBefore);
    await readyChats();
  });
});

describe('one graphql-ws socket per page', () => {
  it('Apollo (the messages chunk) carries its subscriptions on the socket of the live count', async () => {
    stores.unseenCount.$count.listen(() => {});
    await eventually(
      () => stores.unseenCount.$count.get(),
      (count) => count !== null,
    );
    socketsOpened = 0;
    calls.length = 0;
    const values: number[] = [];
    const subscription = apolloClientFor(clients())
      .subscribe<{ unseenChatCount: number }>({
        query: gql`
          subscription ApolloUnseenChatCount {
            unseenChatCount
          }
        `,
      })
      .subscribe((result) => {
        if (result.data) values.push(result.data.unseenChatCount);
      });
    await eventually(
      () => values.length,
      (count) => count > 0,
    );
    expect(values[0]).toBe($unreadMessages.get());
    expect(calls).toEqual(['ws ApolloUnseenChatCount']);
    expect(socketsOpened).toBe(0);
    subscription.unsubscribe();
  });
});

describe('the unseen count (spec §7)', () => {
  it('queries the count, then follows the subscription as messages arrive', async () => {
    const stop = stores.unseenCount.$count.listen(() => {});
    stores.recentChats.$state.listen(() => {});
    const { chats } = await readyChats();
    const initial = await eventually(
      () => stores.unseenCount.$count.get(),
      (count) => count !== null,
    );
    expect($unreadMessages.get()).toBe(initial);
    // Over the socket, no HTTP (and so no Apollo) for the count.
    expect(calls).toContain('ws UnseenChatCount');
    expect(calls).toContain('ws UnseenChatCountChanged');
    expect(calls).not.toContain('http UnseenChatCount');
    // A chat whose last message is the viewer's own: a new message from the partner makes it unseen.
    const quiet = chats.find((chat) => chat.lastEvent?.author.id === viewerId) ?? chats[0];
    if (!quiet) throw new Error('the seed has no chat');
    const partner = chatPartner(quiet, viewerId);
    await session.dev(`/dev/chats/${quiet.id}/messages`, {
      authorId: Number(partner?.user.id),
      content: 'Here is the new draft',
    });
    await eventually(
      () => $unreadMessages.get(),
      (count) => count === (initial ?? 0) + 1,
    );
    // The chat list, fetched again, shows that chat unread at the top.
    await stores.recentChats.retry();
    const after = await readyChats();
    expect(after.chats[0]?.id).toBe(quiet.id);
    expect(after.chats[0] && isChatUnread(after.chats[0], viewerId, null)).toBe(true);
    expect(after.chats[0] && isChatUnread(after.chats[0], viewerId, partner?.user.id ?? null)).toBe(
      false,
    );
    stop();
  });

  it('opening the dropdown calls setLastSeenAt, then the count is fetched again: 0', async () => {
    stores.unseenCount.$count.listen(() => {});
    stores.recentChats.$state.listen(() => {});
    const { chats } = await readyChats();
    const chat = chats[1] ?? chats[0];
    if (!chat) throw new Error('the seed has no chat');
    await session.dev(`/dev/chats/${chat.id}/messages`, {
      authorId: Number(chatPartner(chat, viewerId)?.user.id),
      content: 'Ping',
    });
    await eventually(
      () => $unreadMessages.get(),
      (count) => count > 0,
    );
    calls.length = 0;
    openMenu(messagesMenuId);
    await eventually(
      () => $unreadMessages.get(),
      (count) => count === 0,
    );
    expect(calls.slice(0, 2)).toEqual(['http SetLastSeenAt', 'ws UnseenChatCount']);
  });

  it('a failing setLastSeenAt is reported silently and changes nothing', async () => {
    stores.unseenCount.$count.listen(() => {});
    await eventually(
      () => stores.unseenCount.$count.get(),
      (count) => count !== null,
    );
    await session.dev('/dev/faults', { status500: ['/graphql'] });
    const before = $unreadMessages.get();
    await stores.unseenCount.markSeen();
    expect(reported.join('\n')).toMatch(/setLastSeenAt/);
    expect($unreadMessages.get()).toBe(before);
  });

  it('after the graphql socket is dropped it reconnects and the count is right again', async () => {
    stores.unseenCount.$count.listen(() => {});
    stores.recentChats.$state.listen(() => {});
    const { chats } = await readyChats();
    await eventually(
      () => stores.unseenCount.$count.get(),
      (count) => count !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    calls.length = 0;
    await session.dev('/dev/faults', { dropWebsockets: true });
    const chat = chats[2] ?? chats[0];
    if (!chat) throw new Error('the seed has no chat');
    await session.dev(`/dev/chats/${chat.id}/messages`, {
      authorId: Number(chatPartner(chat, viewerId)?.user.id),
      content: 'Sent while the socket was down',
    });
    await session.dev('/dev/faults', { dropWebsockets: false });
    const response = await session.fetch(
      `${server.url}/graphql?query=${encodeURIComponent('{ unseenChatCount }')}`,
    );
    const expected = ((await response.json()) as { data: { unseenChatCount: number } }).data
      .unseenChatCount;
    await eventually(
      () => $unreadMessages.get(),
      (count) => count === expected,
    );
    // The reconnect itself asked for the count again (the subscription alone would send it too).
    await eventually(() => calls.includes('ws UnseenChatCount'), Boolean);
  });
});

// Last: it ends the session that the tests above share.
describe('a session that ends while the page is open (spec §6)', () => {
  it('the server has no viewer any more: the chat list is signed-out, not an error', async () => {
    const stop = stores.recentChats.$state.listen(() => {});
    await readyChats();
    stop();
    cleanStores(stores.recentChats.$state, recentChatsStoreFor(clients()).$state);
    await session.signOut();
    stores.recentChats.$state.listen(() => {});
    const state = await eventually(
      () => stores.recentChats.$state.get(),
      (value) => value.status !== 'loading' && value.status !== 'ready',
    );
    expect(state.status).toBe('signed-out');
    expect(reported.join('\n')).not.toMatch(/Loading recent chats/);
  });
});
