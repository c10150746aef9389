import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { devPost, expectError, getNotifications } from './support/api.ts';
import { signedIn, type Client } from './support/client.ts';
import { graphqlPost, graphqlWsClient, subscribeValues } from './support/graphql.ts';
import { connect, openNotificationSocket } from './support/notification-socket.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startServer({ heartbeatMs: 300 });
  client = await signedIn(server.url, 'designer');
});
afterEach(async () => {
  const reset = await devPost(client, '/dev/faults', { reset: true });
  expect(reset.status).toBe(200);
});
afterAll(() => server.close());

const setFaults = async (faults: Record<string, unknown>) => {
  const response = await devPost(client, '/dev/faults', faults);
  expect(response.status).toBe(200);
  return (await response.json()) as { faults: Record<string, unknown>; dropped: number };
};

describe('POST /dev/faults', () => {
  it('reports the faults in force; reset clears them', async () => {
    const set = await setFaults({ latencyMs: 10, status500: ['/graphql'] });
    expect(set.faults).toMatchObject({
      latencyMs: 10,
      status500: ['/graphql'],
      malformedJson: false,
    });
    const read = await (await client.fetch('/dev/faults')).json();
    expect(read).toEqual({ faults: set.faults });
    const reset = await setFaults({ reset: true });
    expect(reset.faults).toEqual({
      latencyMs: 0,
      status500: false,
      malformedJson: false,
      dropWebsockets: false,
      refuseWsAuth: false,
      stallWebsockets: false,
    });
  });

  it.each([
    [{ latencyMs: -5 }, 'invalid_body', 'latencyMs'],
    [{ latencyMs: 60_000 }, 'invalid_body', 'latencyMs'],
    [{ status500: 'yes' }, 'invalid_body', 'status500'],
    [{ status500: ['graphql'] }, 'invalid_body', 'status500.0'],
    [{ dropWebsockets: 'twice' }, 'invalid_body', 'dropWebsockets'],
    [{ explode: true }, 'unknown_field', 'explode'],
  ])('refuses %j', async (body, code, field) => {
    await expectError(await devPost(client, '/dev/faults', body), 400, code, field);
  });
});

describe('latency', () => {
  it('delays API responses by latencyMs, and not the /dev endpoints', async () => {
    await setFaults({ latencyMs: 400 });
    const start = performance.now();
    expect((await client.fetch('/notifications/xhr/onsite?limit=1')).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(390);
    const devStart = performance.now();
    await client.fetch('/dev/faults');
    expect(performance.now() - devStart).toBeLessThan(300);
  });
});

describe('500s', () => {
  it('status500: true makes every API route answer 500', async () => {
    await setFaults({ status500: true });
    await expectError(await client.fetch('/notifications/xhr/onsite'), 500, 'fault_injected');
    await expectError(await client.fetch('/notifications/ws/auth'), 500, 'fault_injected');
    const gql = await graphqlPost(client, '{ viewer { id } }');
    expect(gql.status).toBe(500);
  });

  it('a list of routes limits it to those (exact paths and prefix*)', async () => {
    await setFaults({ status500: ['/graphql', '/notifications/xhr/*'] });
    expect((await graphqlPost(client, '{ viewer { id } }')).status).toBe(500);
    expect((await client.fetch('/notifications/xhr/onsite')).status).toBe(500);
    expect((await client.fetch('/notifications/ws/auth')).status).toBe(200);
    expect((await client.fetch('/avatars/users/2/32')).status).toBe(200);
  });
});

describe('malformed JSON', () => {
  it('answers 200 with a body that is not JSON', async () => {
    await setFaults({ malformedJson: ['/notifications/xhr/onsite'] });
    const response = await client.fetch('/notifications/xhr/onsite');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text.startsWith('{"_embedded"')).toBe(true);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    // Other routes are untouched.
    expect(await (await client.fetch('/notifications/ws/auth')).json()).toHaveProperty('url');
  });

  it('applies to GraphQL responses too', async () => {
    await setFaults({ malformedJson: true });
    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': client.csrf() },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });
});

describe('dropped websockets', () => {
  it('"once" drops every open socket of both kinds without a close frame (1006); new ones work', async () => {
    const notifications = await openNotificationSocket(client);
    const ws = graphqlWsClient(client);
    const graphqlClosed = new Promise<number>((resolve) =>
      ws.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    const sub = subscribeValues<{ unseenChatCount: number }>(
      ws,
      'subscription { unseenChatCount }',
    );
    await sub.until(() => sub.values.length > 0);
    const { dropped, faults } = await setFaults({ dropWebsockets: 'once' });
    expect(dropped).toBeGreaterThanOrEqual(2);
    expect(faults['dropWebsockets']).toBe(false);
    expect(await notifications.closed).toBe(1006);
    expect(await graphqlClosed).toBe(1006);
    await ws.dispose();
    const again = await openNotificationSocket(client);
    await again.next((m) => m.type === 'unread-counter');
    again.socket.close();
  });

  it('true keeps dropping sockets as soon as they open, until switched off', async () => {
    await setFaults({ dropWebsockets: true });
    const socket = await openNotificationSocket(client).catch(() => null);
    if (socket) expect(await socket.closed).toBe(1006);
    await setFaults({ dropWebsockets: false });
    const fine = await openNotificationSocket(client);
    await fine.next((m) => m.type === 'unread-counter');
    fine.socket.close();
  });

  it('after a drop, a reconnecting client reads the counts it missed', async () => {
    const before = await getNotifications(client);
    const socket = await openNotificationSocket(client);
    await setFaults({ dropWebsockets: 'once' });
    await socket.closed;
    await devPost(client, '/dev/notifications', { userId: 2, messageHtml: 'While you were away' });
    const again = await openNotificationSocket(client);
    const first = await again.next((m) => m.type === 'unread-counter');
    expect(first.count).toBe(before.unread_count + 1);
    again.socket.close();
  });
});

describe('refused websocket auth', () => {
  it('GET /notifications/ws/auth answers 403 and the socket refuses even a valid ticket', async () => {
    const { url } = (await (await client.fetch('/notifications/ws/auth')).json()) as {
      url: string;
    };
    await setFaults({ refuseWsAuth: true });
    await expectError(await client.fetch('/notifications/ws/auth'), 403, 'ws_auth_refused');
    await expect(connect(url)).rejects.toMatchObject({ status: 403 });
    await setFaults({ refuseWsAuth: false });
    const socket = await openNotificationSocket(client);
    socket.socket.close();
  });
});

describe('stalled websockets', () => {
  it('keeps the notifications socket open but silent: no heartbeat, no counter', async () => {
    const socket = await openNotificationSocket(client);
    await socket.next((m) => m.type === 'unread-counter');
    await setFaults({ stallWebsockets: true });
    const seen = socket.messages.length;
    await devPost(client, '/dev/notifications', { userId: 2, messageHtml: 'unheard' });
    await new Promise((resolve) => setTimeout(resolve, 800)); // more than two heartbeats
    expect(socket.messages.length).toBe(seen);
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    await setFaults({ stallWebsockets: false });
    await socket.next((m) => m.type === 'ping', 2000, seen);
    socket.socket.close();
  });
});
