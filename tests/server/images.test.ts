import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, seed } from './support/api.ts';
import { signedIn } from './support/client.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const svgSize = (svg: string) => /width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

describe('avatars', () => {
  it('/avatars/users/{id}/{size}: an SVG of that size with the user’s initials', async () => {
    const response = await fetch(`${server.url}/avatars/users/${seed.designer.id}/64`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svgSize(svg)).toEqual([64, 64]);
    expect(svg).toContain('>DR</text>'); // Diego Ramos
  });

  it('/avatars/users/{id} defaults to 96 px (spec §2)', async () => {
    const svg = await (await fetch(`${server.url}/avatars/users/${seed.contestHolder.id}`)).text();
    expect(svgSize(svg)).toEqual([96, 96]);
    expect(svg).toContain('>MA</text>'); // Maren Albrecht
  });

  it('gives different users different colours', async () => {
    const fill = async (id: string) =>
      /fill="(hsl[^"]+)"/.exec(
        await (await fetch(`${server.url}/avatars/users/${id}/32`)).text(),
      )?.[1];
    expect(await fill('1')).not.toBe(await fill('2'));
  });

  it('escapes a display name with markup (seeded user 303)', async () => {
    const svg = await (await fetch(`${server.url}/avatars/users/303/32`)).text();
    expect(svg).not.toContain('<img');
    expect(svg).toContain('aria-label="Mallory &lt;img');
  });

  it('answers an unknown user with 404', async () => {
    await expectError(await fetch(`${server.url}/avatars/users/999999/32`), 404, 'not_found');
  });

  it('/avatars/current-user/32: the signed-in user’s avatar; 401 when logged out', async () => {
    const designer = await signedIn(server.url, 'designer');
    const svg = await (await designer.fetch('/avatars/current-user/32')).text();
    expect(svgSize(svg)).toEqual([32, 32]);
    expect(svg).toContain('>DR</text>');
    const visitor = await signedIn(server.url, 'logged-out');
    await expectError(await visitor.fetch('/avatars/current-user/32'), 401, 'unauthenticated');
  });
});

describe('notification icons', () => {
  it.each(['message', 'contest', 'project', 'payment', 'award', 'system'])(
    '/notifications/icons/%s.svg',
    async (kind) => {
      const response = await fetch(`${server.url}/notifications/icons/${kind}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    },
  );
});

describe('the favicon every demo page links', () => {
  it('/favicon.svg is an SVG', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('<link rel="icon" href="/favicon.svg"');
  });
});

describe('GET /profiles/api/update-last-seen-time', () => {
  it('answers the hidden image request with a GIF, uncached', async () => {
    const designer = await signedIn(server.url, 'designer');
    for (const path of [
      '/profiles/api/update-last-seen-time',
      '/profiles/api/update-last-seen-time?t=1700000000',
    ]) {
      const response = await designer.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/gif');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 6)
          .toString(),
      ).toBe('GIF89a');
    }
  });

  it('answers 401 when logged out', async () => {
    const visitor = await signedIn(server.url, 'logged-out');
    await expectError(
      await visitor.fetch('/profiles/api/update-last-seen-time'),
      401,
      'unauthenticated',
    );
  });
});
