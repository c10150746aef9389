import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type FooterVariant, type Role } from '../../src/navigation/types.ts';
import { expectError } from './support/api.ts';
import { startServer, type TestServer } from './support/server.ts';

// GET /fragments/<tag>: the elements rendered on the server, for templates
// that include them (docs/elements/server-rendering.md). Runs the built
// renderer of dist-elements/server/, as `npm run serve` does.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

const headerPath =
  '/fragments/site-header?site=de-de&locale=de-DE&user-role=designer&variant=default&current-path=/contests/browse';

describe('GET /fragments/<tag>', () => {
  it('answers the element with its attributes and a declarative shadow root, in the site’s language', async () => {
    const response = await get(headerPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(
      /^<site-header site="de-de" locale="de-DE" user-role="designer" variant="default" current-path="\/contests\/browse" data-rendered-for="[0-9a-z]+" data-site-shell-version="\d+\.\d+\.\d+[^"]*"><template shadowrootmode="open">/,
    );
    expect(html).toMatch(/<\/template><\/site-header>$/);
    expect(html).toContain('aria-label="Hauptmenü öffnen"');
    // The current page's link is marked; messages and notifications are plain links until the bundle loads.
    expect(html).toMatch(/<a [^>]*href="\/contests\/browse"[^>]*aria-current="page"/);
    expect(html).toMatch(/<a [^>]*href="\/messages"/);
    expect(html).toMatch(/<a [^>]*href="\/notifications"/);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<style|style="/);
  });

  it('follows the model’s role rules: phone and Support for logged-out visitors and contest holders, not designers (spec §6)', async () => {
    const footer = async (role: Role, variant: FooterVariant) =>
      (
        await get(
          `/fragments/site-footer?site=us-en&locale=en-US&user-role=${role}&variant=${variant}`,
        )
      ).text();
    for (const role of roles.filter((role) => role !== 'designer')) {
      expect(await footer(role, 'full'), role).toContain('href="tel:+14155550142"');
      expect(await footer(role, 'reduced'), role).toContain('href="/design-consultation"');
    }
    for (const variant of ['full', 'reduced'] as const) {
      const html = await footer('designer', variant);
      expect(html, variant).not.toContain('href="tel:');
      expect(html, variant).not.toContain('href="/design-consultation"');
      expect(html, variant).toContain('href="/help"');
    }
    const header = await (
      await get('/fragments/site-header?site=us-en&locale=en-US&user-role=designer&drawers')
    ).text();
    expect(header).not.toContain('href="tel:');
  });

  it('lets a shared cache keep a logged-out fragment, and answers 304 to its ETag', async () => {
    const first = await get('/fragments/site-footer?site=nl-nl&variant=reduced');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=600');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}(-br|-gzip)?"$/);
    const again = await get('/fragments/site-footer?site=nl-nl&variant=reduced', {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Everything that changes the output changes the tag.
    const other = await get('/fragments/site-footer?site=nl-nl&variant=full');
    expect(other.headers.get('etag')).not.toBe(etag);
    const otherLocale = await get('/fragments/site-footer?site=nl-nl&locale=en-NL&variant=reduced');
    expect(otherLocale.headers.get('etag')).not.toBe(etag);
    // The parameters' order does not matter.
    const reordered = await get('/fragments/site-footer?variant=reduced&site=nl-nl');
    expect(reordered.headers.get('etag')).toBe(etag);
  });

  it('never lets a shared cache keep a fragment that carries a user’s name or counts', async () => {
    for (const query of [
      'user-role=designer&user-id=42',
      'user-role=designer&display-name=Ana',
      'user-role=designer&unread-counts={"messages":3}',
    ]) {
      const response = await get(`/fragments/site-header?site=us-en&${encodeURI(query)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('renders the header holding its drawers with `drawers`, as on the tag', async () => {
    const html = await (
      await get('/fragments/site-header?site=us-en&user-role=designer&drawers')
    ).text();
    expect(html).toMatch(
      /^<site-header site="us-en" user-role="designer" drawers data-rendered-for=/,
    );
    expect(html).toContain('<dialog id="site-drawer-left"');
    expect(html).toContain('<dialog id="site-drawer-right"');
  });

  it('answers 400 naming the parameter for an unknown site, locale, role, variant, side or attribute', async () => {
    const cases: [string, string, string][] = [
      ['/fragments/site-header?site=xx-xx', 'bad_attribute', 'site'],
      ['/fragments/site-header?site=de-de&locale=ja-JP', 'bad_attribute', 'locale'],
      ['/fragments/site-header?site=de-de&locale=klingon', 'bad_attribute', 'locale'],
      ['/fragments/site-header?user-role=admin', 'bad_attribute', 'user-role'],
      ['/fragments/site-header?variant=wide', 'bad_attribute', 'variant'],
      ['/fragments/site-footer?variant=default', 'bad_attribute', 'variant'],
      ['/fragments/site-drawer?side=top', 'bad_attribute', 'side'],
      ['/fragments/site-header?unread-counts={"messages":-1}', 'bad_attribute', 'unread-counts'],
      ['/fragments/site-header?current-path=contests', 'bad_attribute', 'current-path'],
      ['/fragments/site-header?main-id=1st', 'bad_attribute', 'main-id'],
      ['/fragments/site-header?colour=red', 'unknown_attribute', 'colour'],
      ['/fragments/site-header?site=de-de&site=at-de', 'invalid_query', 'site'],
    ];
    for (const [path, code, field] of cases) {
      await expectError(await get(encodeURI(path)), 400, code, field);
    }
    await expectError(
      await get('/fragments/site-sidebar?site=us-en'),
      404,
      'unknown_element',
      'tag',
    );
  });

  it('renders hostile text as text and never emits a javascript: address', async () => {
    for (const name of [
      '</template><script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '" onmouseover="alert(1)',
    ]) {
      const query = new URLSearchParams({
        site: 'us-en',
        'user-role': 'designer',
        'user-id': '42',
        'display-name': name,
        drawers: '',
      });
      const response = await get(`/fragments/site-header?${query}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('" onmouseover="');
      expect(html.match(/<\/template>/g)).toHaveLength(1);
      // Shown as text in the user drawer, and kept as the attribute's value.
      const escaped = name
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;');
      expect(html).toContain(`<span class="site-drawer__user-name">${escaped}</span>`);
      expect(html).toContain(`display-name="${escaped}"`);
    }
    for (const [attribute, value] of [
      ['api-base', 'javascript:alert(1)'],
      ['graphql-url', 'javascript:alert(1)'],
      ['graphql-ws-url', 'javascript:alert(1)'],
      ['current-path', 'javascript:alert(1)'],
    ] as const) {
      const query = new URLSearchParams({ site: 'us-en', [attribute]: value });
      await expectError(
        await get(`/fragments/site-header?${query}`),
        400,
        'bad_attribute',
        attribute,
      );
    }
  });

  it('names the package version that rendered it, in a header and on the tag', async () => {
    const response = await get('/fragments/site-footer?site=us-en');
    const version = response.headers.get('site-shell-version') ?? '';
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(await response.text()).toContain(`data-site-shell-version="${version}"`);
  });

  it('compresses with brotli or gzip as the request accepts, and says it varies by that', async () => {
    const path = '/fragments/site-header?site=fr-fr&variant=default&drawers=';
    const plain = await fetch(`${server.url}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    for (const encoding of ['br', 'gzip']) {
      const { status, headers, body } = await rawGet(path, { 'accept-encoding': encoding });
      expect(status).toBe(200);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['vary']).toMatch(/accept-encoding/i);
      expect(body.byteLength).toBeLessThan(plainBytes / 3);
      const html = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
      expect(html.byteLength).toBe(plainBytes);
      // Each representation has its own tag, and revalidates by it.
      const again = await rawGet(path, {
        'accept-encoding': encoding,
        'if-none-match': headers['etag'] ?? '',
      });
      expect(again.status).toBe(304);
    }
  });

  describe('the shared shadow root (`shadow-root`), for the user slots', () => {
    const path =
      '/fragments/site-header?site=de-de&locale=de-DE&user-role=designer&variant=default&current-path=/contests/browse&drawers=&shadow-root=';

    it('answers the root alone, with the user’s own bits as slots, for a shared cache', async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      const html = await response.text();
      expect(html).toMatch(/^<template shadowrootmode="open">/);
      expect(html.endsWith('</template>')).toBe(true);
      // Its stylesheet names the values and version it was rendered from.
      expect(html).toMatch(
        /<link rel="stylesheet" href="[^"]+" data-rendered-for="\w+" data-site-shell-version="[\w.-]+"\/>/,
      );
      for (const name of ['user-avatar', 'user-name', 'unread-messages', 'unread-notifications']) {
        expect(html).toContain(`<slot name="${name}">`);
      }
      const etag = response.headers.get('etag') ?? '';
      expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    });

    it('refuses the user’s own attributes, which belong on the page’s tag', async () => {
      for (const [name, value] of [
        ['user-id', '42'],
        ['display-name', 'Ana'],
        ['unread-counts', '{"messages":1}'],
      ] as const) {
        await expectError(
          await get(`${path}&${name}=${encodeURIComponent(value)}`),
          400,
          'personal_attribute',
          name,
        );
      }
    });

    it('answers the root and the plain links, without a tag, in the include mode', async () => {
      const response = await get(`${path.replace('variant=default', 'variant=wide')}&fallback=`);
      expect(response.status).toBe(200);
      expect(response.headers.get('site-shell-error')).toBe('bad_attribute; field=variant');
      const html = await response.text();
      expect(html).toMatch(
        /^<template shadowrootmode="open"><link rel="stylesheet" href="[^"]+"><slot><\/slot><\/template><nav class="site-shell-fallback" aria-label="Hauptnavigation">/,
      );
      expect(html).not.toContain('<site-header');
    });
  });

  describe('the include mode (`fallback`)', () => {
    const include = (path: string) => get(`${path}&fallback=`);

    it('answers the fragment itself, cacheable, when nothing is wrong', async () => {
      const response = await include('/fragments/site-footer?site=it-it&variant=reduced');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      expect(response.headers.get('site-shell-error')).toBeNull();
      expect(await response.text()).toMatch(
        /^<site-footer site="it-it" variant="reduced" data-rendered-for=/,
      );
    });

    it('answers 200 with the plain tag, its attributes and the plain links for a bad attribute, kept out of shared caches', async () => {
      const response = await include(
        '/fragments/site-header?site=de-de&locale=de-DE&user-role=designer&variant=wide&drawers=',
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('site-shell-error')).toBe('bad_attribute; field=variant');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toMatch(
        /^<site-header site="de-de" locale="de-DE" user-role="designer" variant="wide" drawers data-site-shell-version="[\w.-]+"><template shadowrootmode="open"><link rel="stylesheet" href="\/dist-elements\/site-elements-shadow\.css\?v=[\w-]{10}"><slot><\/slot><\/template><nav class="site-shell-fallback" aria-label="Hauptnavigation">/,
      );
      // The designer's links, in German, with the other attributes honoured as the element would.
      expect(html).toContain('<a href="/contests/browse">');
      expect(html).toContain('<a href="/messages">Nachrichten</a>');
      expect(html).not.toContain('data-rendered-for');
      expect(html).not.toMatch(/"error"|bad_attribute/);
      expect(html.endsWith('</nav></site-header>')).toBe(true);
    });

    it('falls back for every kind of failure, naming it in the header', async () => {
      const cases: [string, string][] = [
        ['/fragments/site-header?site=xx-xx', 'bad_attribute; field=site'],
        ['/fragments/site-footer?site=de-de&colour=red', 'unknown_attribute; field=colour'],
        ['/fragments/site-footer?site=de-de&site=at-de', 'invalid_query; field=site'],
        ['/fragments/site-sidebar?site=de-de', 'unknown_element; field=tag'],
      ];
      for (const [path, error] of cases) {
        const response = await include(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('site-shell-error'), path).toBe(error);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      }
      // An unknown site: the element's default site (as in the browser), and the tag as asked.
      const unknownSite = await (await include('/fragments/site-footer?site=xx-xx')).text();
      expect(unknownSite).toMatch(/^<site-footer site="xx-xx" data-site-shell-version=/);
      expect(unknownSite).toContain('<a href="/help">Help Center</a>');
    });

    it('writes hostile values back as text only', async () => {
      const query = new URLSearchParams({
        site: 'us-en',
        'user-role': 'designer',
        'display-name': '"><script>alert(1)</script>',
        'unread-counts': '{"messages":-1}',
        '"><img src=x onerror=alert(1)>': '1',
        fallback: '',
      });
      const response = await get(`/fragments/site-header?${query}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).toContain('display-name="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    });
  });
});

/** A GET whose body is left as it came (fetch would decode it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers as Record<string, string | undefined>,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
