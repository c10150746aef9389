import { createECDH, createPublicKey, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, getNotifications } from './support/api.ts';
import { jsonPost, signedIn, type Client } from './support/client.ts';
import { startServer, type TestServer } from './support/server.ts';

/** A subscription as PushSubscription.toJSON() gives it, with a real P-256 key. */
function browserSubscription(endpoint = 'https://fcm.googleapis.com/fcm/send/abc123') {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

function postSubscription(client: Client, subscription: unknown, token = client.csrf()) {
  return client.fetch(
    '/notifications/xhr/push/subscription',
    jsonPost({ csrf_token: token, subscription }),
  );
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('VAPID key', () => {
  it('is a real P-256 public key, the same for every user', async () => {
    const designer = await getNotifications(await signedIn(server.url, 'designer'));
    const holder = await getNotifications(await signedIn(server.url, 'contest-holder'));
    const key = Buffer.from(designer.web_push_vapid_public_key, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33).toString('base64url'),
    };
    expect(() => createPublicKey({ key: jwk, format: 'jwk' })).not.toThrow();
    expect(holder.web_push_vapid_public_key).toBe(designer.web_push_vapid_public_key);
  });
});

describe('POST /notifications/xhr/push/subscription', () => {
  it('stores a browser subscription: 201', async () => {
    const client = await signedIn(server.url, 'designer');
    const response = await postSubscription(client, browserSubscription());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    // Sending the same endpoint again (a re-subscribe) replaces it.
    expect((await postSubscription(client, browserSubscription())).status).toBe(201);
  });

  it.each([
    [
      'an http endpoint on another host',
      { ...browserSubscription('http://push.example/x') },
      'subscription.endpoint',
    ],
    [
      'a javascript: endpoint',
      { ...browserSubscription('javascript:alert(1)') },
      'subscription.endpoint',
    ],
    [
      'a short p256dh key',
      {
        ...browserSubscription(),
        keys: { p256dh: 'AAAA', auth: randomBytes(16).toString('base64url') },
      },
      'subscription.keys.p256dh',
    ],
    [
      'a 10-byte auth secret',
      {
        ...browserSubscription(),
        keys: { ...browserSubscription().keys, auth: randomBytes(10).toString('base64url') },
      },
      'subscription.keys.auth',
    ],
    ['no keys', { endpoint: 'https://push.example/x' }, 'subscription.keys'],
    ['an unknown field', { ...browserSubscription(), extra: 1 }, 'subscription.extra'],
  ])('refuses %s with 400', async (_name, subscription, field) => {
    const client = await signedIn(server.url, 'designer');
    const response = await postSubscription(client, subscription);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { field: string } };
    expect(body.error.field).toBe(field);
  });

  it('refuses a missing subscription and a form body', async () => {
    const client = await signedIn(server.url, 'designer');
    await expectError(
      await client.fetch(
        '/notifications/xhr/push/subscription',
        jsonPost({ csrf_token: client.csrf() }),
      ),
      400,
      'invalid_body',
      'subscription',
    );
    const formPost = await client.fetch('/notifications/xhr/push/subscription', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `csrf_token=${client.csrf()}`,
    });
    await expectError(formPost, 415, 'unsupported_media_type');
  });

  it('answers 401 when logged out', async () => {
    const visitor = await signedIn(server.url, 'logged-out');
    await expectError(
      await postSubscription(visitor, browserSubscription()),
      401,
      'unauthenticated',
    );
  });
});

describe('POST /notifications/xhr/user-flag', () => {
  it('declining the prompt turns show_enable_browser_notifications_prompt off for the user', async () => {
    const client = await signedIn(server.url, 'contest-holder');
    expect((await getNotifications(client)).show_enable_browser_notifications_prompt).toBe(true);
    const response = await client.fetch(
      '/notifications/xhr/user-flag',
      jsonPost({ type: 'declined-browser-notifications', csrf_token: client.csrf() }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await getNotifications(client)).show_enable_browser_notifications_prompt).toBe(false);
    const otherTab = await signedIn(server.url, 'contest-holder');
    expect((await getNotifications(otherTab)).show_enable_browser_notifications_prompt).toBe(false);
  });

  it('refuses any other flag type with 400', async () => {
    const client = await signedIn(server.url, 'designer');
    const response = await client.fetch(
      '/notifications/xhr/user-flag',
      jsonPost({ type: 'something-else', csrf_token: client.csrf() }),
    );
    await expectError(response, 400, 'invalid_body', 'type');
    expect((await getNotifications(client)).show_enable_browser_notifications_prompt).toBe(true);
  });
});
