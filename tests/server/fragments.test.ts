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
      /^<site-header site="de-de" locale="de-DE" user-role="designer" variant="default" current-path="\/contests\/browse" data-rendered-for="[0-9a-z]+"><template shadowrootmode="open">/,
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
    expect(etag).toMatch(/^"[\w-]{22}"$/);
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
});
