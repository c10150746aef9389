import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/api.ts';
import { jsonPost, signedIn, type Client } from './support/client.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = await signedIn(server.url, 'designer');
});
afterAll(() => server.close());

const token = () => client.csrf();

describe('bad query parameters get 400 with the parameter named', () => {
  it.each([
    ['/notifications/xhr/onsite?limit=0', 'invalid_query', 'limit'],
    ['/notifications/xhr/onsite?limit=101', 'invalid_query', 'limit'],
    ['/notifications/xhr/onsite?limit=ten', 'invalid_query', 'limit'],
    ['/notifications/xhr/onsite?limit=1e2', 'invalid_query', 'limit'],
    ['/notifications/xhr/onsite?offset=-1', 'invalid_query', 'offset'],
    ['/notifications/xhr/onsite?limit=5&limit=6', 'invalid_query', 'limit'],
    ['/notifications/xhr/onsite?sort=asc', 'unknown_field', 'sort'],
    ['/notifications/ws/auth?x=1', 'unknown_field', 'x'],
    ['/profiles/api/update-last-seen-time?t=%3Cscript%3E', 'invalid_query', 't'],
    ['/avatars/users/2/64?size=10', 'unknown_field', 'size'],
  ])('%s', async (path, code, field) => {
    await expectError(await client.fetch(path), 400, code, field);
  });
});

describe('POST endpoints take no query parameters: 400 unknown_field naming it, nothing changed', () => {
  const formPost = () => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf_token: token() }).toString(),
  });
  it.each([
    ['/notifications/xhr/onsite/mark-all-read?all=1', 'all'],
    ['/notifications/xhr/onsite/mark-read-counter?x=1', 'x'],
  ])('form: %s', async (path, field) => {
    const before = await (await client.fetch('/notifications/xhr/onsite')).json();
    await expectError(await client.fetch(path, formPost()), 400, 'unknown_field', field);
    expect(await (await client.fetch('/notifications/xhr/onsite')).json()).toEqual(before);
  });

  it('form: /demo/sign-in?user=2', async () => {
    const response = await client.fetch('/demo/sign-in?user=2', {
      ...formPost(),
      body: new URLSearchParams({ csrf_token: token(), user: 'logged-out' }).toString(),
    });
    await expectError(response, 400, 'unknown_field', 'user');
  });

  it.each([
    ['/notifications/xhr/user-flag?flag=1', { csrf_token: '' }, 'flag'],
    ['/dev/notifications?debug=1', {}, 'debug'],
  ])('JSON: %s', async (path, body, field) => {
    const response = await client.fetch(
      path,
      jsonPost({ ...body, csrf_token: token() }, { 'x-csrf-token': token() }),
    );
    await expectError(response, 400, 'unknown_field', field);
  });
});

describe('bad path parameters get 400 with the parameter named', () => {
  it.each([
    ['/avatars/users/abc/64', 'id'],
    ['/avatars/users/0/64', 'id'],
    ['/avatars/users/-2/64', 'id'],
    ['/avatars/users/2/15', 'size'],
    ['/avatars/users/2/513', 'size'],
    ['/avatars/users/2/64.5', 'size'],
    ['/avatars/current-user/big', 'size'],
    ['/notifications/12abc', 'id'],
    ['/notifications/icons/evil.svg', 'file'],
  ])('%s', async (path, field) => {
    await expectError(await client.fetch(path), 400, 'invalid_path', field);
  });

  it('a chat id that is not a number', async () => {
    const response = await client.fetch(
      '/dev/chats/first/messages',
      jsonPost({ authorId: 2, content: 'hi' }, { 'x-csrf-token': token() }),
    );
    await expectError(response, 400, 'invalid_path', 'chatId');
  });
});

describe('bad bodies get 4xx, never 500', () => {
  const devNotification = (body: string, type = 'application/json') =>
    client.fetch('/dev/notifications', {
      method: 'POST',
      headers: { 'content-type': type, 'x-csrf-token': token() },
      body,
    });

  it('invalid JSON: 400 invalid_json', async () => {
    await expectError(await devNotification('{"userId": 2,'), 400, 'invalid_json');
  });

  it('a JSON array instead of an object: 400 invalid_body', async () => {
    await expectError(await devNotification('[1, 2]'), 400, 'invalid_body');
  });

  it('a field of the wrong type: 400 naming the field', async () => {
    await expectError(
      await devNotification(JSON.stringify({ userId: 2, messageHtml: 42 })),
      400,
      'invalid_body',
      'messageHtml',
    );
    await expectError(
      await devNotification(JSON.stringify({ userId: 'two', messageHtml: 'x' })),
      400,
      'invalid_body',
      'userId',
    );
    await expectError(
      await devNotification(JSON.stringify({ userId: 2, messageHtml: 'x', isRead: 'yes' })),
      400,
      'invalid_body',
      'isRead',
    );
  });

  it('a missing field: 400 naming the field', async () => {
    await expectError(
      await devNotification(JSON.stringify({ userId: 2 })),
      400,
      'invalid_body',
      'messageHtml',
    );
  });

  it('an unknown field: 400 unknown_field naming it', async () => {
    await expectError(
      await devNotification(JSON.stringify({ userId: 2, messageHtml: 'x', colour: 'red' })),
      400,
      'unknown_field',
      'colour',
    );
    const form = await client.fetch('/notifications/xhr/onsite/mark-all-read', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: token(), everything: 'yes' }).toString(),
    });
    await expectError(form, 400, 'unknown_field', 'everything');
  });

  it('the wrong media type: 415', async () => {
    await expectError(
      await devNotification('userId=2', 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
    );
    const jsonToForm = await client.fetch(
      '/notifications/xhr/onsite/mark-read-counter',
      jsonPost({ csrf_token: token() }),
    );
    await expectError(jsonToForm, 415, 'unsupported_media_type');
  });

  it('an unknown user or chat: 404', async () => {
    await expectError(
      await devNotification(JSON.stringify({ userId: 999_999, messageHtml: 'x' })),
      404,
      'not_found',
      'userId',
    );
    const chat = await client.fetch(
      '/dev/chats/999999/messages',
      jsonPost({ authorId: 2, content: 'hi' }, { 'x-csrf-token': token() }),
    );
    await expectError(chat, 404, 'not_found', 'chatId');
  });
});

describe('oversized bodies', () => {
  it('a declared body over 64 KiB gets 413 and the connection is closed', async () => {
    const response = await client.fetch('/dev/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token() },
      body: JSON.stringify({ userId: 2, messageHtml: 'x'.repeat(70_000) }),
    });
    expect(response.headers.get('connection')).toBe('close');
    await expectError(response, 413, 'payload_too_large');
  });

  it('a streamed body that never ends gets 413 as soon as it passes the limit, and the socket closes', async () => {
    const url = new URL('/notifications/xhr/onsite/mark-all-read', server.url);
    const outcome = await new Promise<{ status: number; closed: boolean }>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'transfer-encoding': 'chunked',
          cookie: client.cookieHeader(),
        },
      });
      let status = 0;
      const timer = setTimeout(
        () => reject(new Error(`no answer or the socket stayed open (status ${status})`)),
        5000,
      );
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        // The server closes the socket once the answer is out.
        res.socket.once('close', () => {
          clearTimeout(timer);
          resolve({ status, closed: true });
        });
      });
      req.on('error', () => undefined);
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = setInterval(() => {
        if (req.destroyed || status !== 0) clearInterval(pump);
        else req.write(chunk);
      }, 5);
    });
    expect(outcome).toEqual({ status: 413, closed: true });
  });
});

describe('routing', () => {
  it('answers 404 with a JSON error for an unknown path', async () => {
    await expectError(await client.fetch('/nothing/here'), 404, 'not_found');
  });

  it('answers 405 with Allow for a known path and the wrong method', async () => {
    const response = await client.fetch('/notifications/xhr/onsite', { method: 'DELETE' });
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    await expectError(response, 405, 'method_not_allowed');
  });

  it('survives a malformed request line and keeps serving', async () => {
    const { connect } = await import('node:net');
    const { port, hostname } = new URL(server.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write('BREW /coffee HTCPCP/1.0\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('close', () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await client.fetch('/notifications/xhr/onsite?limit=1')).status).toBe(200);
  });
});
