import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/navigation/types.ts';
import { seed } from './support/api.ts';
import { createClient, type Client } from './support/client.ts';
import { graphqlPost } from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function page(
  client: Client,
  path: string,
): Promise<{ status: number; html: string; response: Response }> {
  const response = await client.fetch(path, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), response };
}

const entities: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
};
const decode = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#39);/g, (entity) => entities[entity] ?? entity);

/** The attributes of the first `<tag …>` in the page, decoded as a browser would. */
function attributesOf(html: string, tag: string, extra = ''): Record<string, string> {
  const match = new RegExp(`<${tag}${extra}([^>]*)>`).exec(html);
  if (!match) throw new Error(`no <${tag}${extra}> in the page`);
  return Object.fromEntries(
    [...(match[1] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? '')]),
  );
}

async function viewer(client: Client) {
  const { body } = await graphqlPost<{ viewer: { id: string } | null }>(
    client,
    '{ viewer { id } }',
  );
  return body.data?.viewer ?? null;
}

describe('GET / (the index)', () => {
  it('links the demo page of every role for the featured markets, the microsite and the sign-in page', async () => {
    const { status, html } = await page(createClient(server.url), '/');
    expect(status).toBe(200);
    for (const site of ['us-en', 'de-de', 'ch-fr', 'jp-ja', 'nl-nl', 'gw-de-de']) {
      for (const role of roles) {
        expect(html).toContain(`href="/demo?site=${site}&amp;role=${role}"`);
      }
    }
    expect(html).toContain('href="/best-design-awards/"');
    expect(html).toContain('href="/demo/sign-in"');
  });
});

describe('GET /demo', () => {
  it('gives a first-time visitor one session, not two', async () => {
    const response = await fetch(`${server.url}/demo?site=us-en&locale=en-US&role=designer`);
    expect(response.status).toBe(200);
    const sessions = response.headers.getSetCookie().filter((cookie) => cookie.startsWith('sid='));
    expect(sessions).toHaveLength(1);
  });

  it('server-rendered by default: each element with its attributes and a declarative shadow root, the drawers in the header', async () => {
    const client = createClient(server.url);
    const { status, html } = await page(client, '/demo?site=ch-fr&locale=fr_CH&role=designer');
    expect(status).toBe(200);
    // One inline module script, which imports the bundle once the page has loaded and painted.
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).toMatch(
      /<script type="module">[^<]*import\("\/dist-elements\/site-elements\.js"\)/,
    );
    expect(html).not.toContain('src="/dist-elements/site-elements.js"');
    // No :not(:defined) stylesheet: the server's HTML is the element's own.
    expect(html).not.toContain('site-elements.css"');
    const header = attributesOf(html, 'site-header');
    expect(header).toMatchObject({
      site: 'ch-fr',
      locale: 'fr-CH',
      'user-role': 'designer',
      'user-id': seed.designer.id,
      'display-name': seed.designer.displayName,
      variant: 'default',
      'current-path': '/contests/browse',
    });
    expect(header['data-rendered-for']).toMatch(/^[0-9a-z]+$/);
    expect(html).toMatch(/<site-header [^>]* drawers [^>]*><template shadowrootmode="open">/);
    // Both drawers are dialogs inside the header's shadow root, opened by invoker commands.
    expect(html).toContain('<dialog id="site-drawer-left"');
    expect(html).toContain('<dialog id="site-drawer-right"');
    expect(html).toContain('commandfor="site-drawer-left" command="show-modal"');
    expect(html).toContain('commandfor="site-drawer-right" command="show-modal"');
    expect(html).not.toContain('<site-drawer');
    // Inline styles (styled from the first paint in every engine); a strict CSP allows them by hash.
    expect(
      html.match(
        /<template shadowrootmode="open">(<link rel="preload"[^>]*>)?<style>:root,:host\{/g,
      ),
    ).toHaveLength(3);
    expect(html).not.toContain('site-elements-shadow.css');
    expect(attributesOf(html, 'site-footer')).toMatchObject({ locale: 'fr-CH', variant: 'full' });
    expect(html).toMatch(/<site-footer [^>]*><template shadowrootmode="open">/);
    expect(attributesOf(html, 'site-unread-badge')).toMatchObject({ kind: 'messages' });
    // French labels, from the same catalogue as the client.
    expect(html).toContain('aria-label="Ouvrir le menu principal"');
  });

  it('describes every page for search engines, in its own language', async () => {
    const descriptions = new Set<string>();
    for (const [site, locale] of [
      ['us-en', 'en-US'],
      ['de-de', 'de-DE'],
    ] as const) {
      for (const role of roles) {
        for (const variant of ['default', 'blog', 'focused']) {
          const path = `/demo?site=${site}&locale=${locale}&role=${role}&variant=${variant}`;
          const { html } = await page(createClient(server.url), path);
          const description = attributesOf(html, 'meta', ' name="description"')['content'] ?? '';
          expect(description.length, path).toBeGreaterThan(30);
          descriptions.add(description);
        }
      }
    }
    // Each language its own words; a role's and a variant's page their own.
    expect(descriptions.size).toBeGreaterThanOrEqual(2 * 5);
    const german = await page(createClient(server.url), '/demo?site=de-de&role=designer');
    expect(attributesOf(german.html, 'meta', ' name="description"')['content']).toMatch(
      /Wettbewerb|Entw/,
    );
  });

  it('render=client, render=server and render=user-slots only; anything else is a 400 page', async () => {
    const { status } = await page(createClient(server.url), '/demo?site=us-en&render=edge');
    expect(status).toBe(400);
  });

  it('client-rendered (render=client): embeds the elements with one module script, the documented attributes and fallback markup', async () => {
    const client = createClient(server.url);
    const { status, html } = await page(
      client,
      '/demo?site=ch-fr&locale=fr_CH&role=designer&render=client',
    );
    expect(status).toBe(200);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/dist-elements/site-elements.js"></script>');
    expect(html).toContain('<html lang="fr-CH">');
    const origin = server.url;
    const header = attributesOf(html, 'site-header');
    expect(header).toEqual({
      site: 'ch-fr',
      locale: 'fr-CH',
      'user-role': 'designer',
      'user-id': seed.designer.id,
      'display-name': seed.designer.displayName,
      variant: 'default',
      'current-path': '/contests/browse',
      'api-base': origin,
      'graphql-url': `${origin}/graphql`,
      'graphql-ws-url': `${origin.replace('http', 'ws')}/graphql`,
      'unread-counts': JSON.stringify({
        messages: seed.unseenChats,
        notifications: seed.unreadNotifications,
      }),
    });
    expect(attributesOf(html, 'site-drawer', ' side="left"')).toMatchObject({ site: 'ch-fr' });
    expect(attributesOf(html, 'site-drawer', ' side="right"')).toMatchObject({
      'user-role': 'designer',
    });
    expect(attributesOf(html, 'site-footer')).toMatchObject({ locale: 'fr-CH', variant: 'full' });
    expect(attributesOf(html, 'site-unread-badge')).toMatchObject({
      kind: 'messages',
      'user-role': 'designer',
    });
    // Readable without the bundle: a brand link and ordinary page content.
    expect(html).toMatch(/<site-header[^>]*>\s*<div class="fallback-bar">\s*<a href="\/"/);
    // In the page's language: the chrome's own name for the designer's page.
    expect(html).toContain('<h1>Parcourir les concours</h1>');
  });

  it('signs the session in as the page’s role, so the page’s API calls act as that user', async () => {
    const client = createClient(server.url);
    await page(client, '/demo?site=us-en&role=contest-holder');
    expect(await viewer(client)).toEqual({ id: seed.contestHolder.id });
    await page(client, '/demo?site=us-en&role=designer');
    expect(await viewer(client)).toEqual({ id: seed.designer.id });
    const { html } = await page(client, '/demo?site=us-en&role=logged-out');
    expect(await viewer(client)).toBeNull();
    expect(html).not.toContain('side="right"');
    expect(html).not.toContain('<site-unread-badge');
    expect(html).not.toContain('user-id=');
    expect(html).toContain('href="/login"');
  });

  it('gives header and footer each its own variant, and uses the site’s own locale when none is given', async () => {
    const { html } = await page(
      createClient(server.url),
      '/demo?site=de-de&role=designer&variant=blog',
    );
    expect(attributesOf(html, 'site-header')).toMatchObject({
      variant: 'blog',
      locale: 'de-DE',
      'current-path': '/blog/',
    });
    expect(attributesOf(html, 'site-footer')).toMatchObject({ variant: 'full' });
    const reduced = await page(
      createClient(server.url),
      '/demo?site=de-de&role=designer&variant=reduced&render=client',
    );
    expect(attributesOf(reduced.html, 'site-header')).toMatchObject({ variant: 'default' });
    expect(attributesOf(reduced.html, 'site-footer')).toMatchObject({ variant: 'reduced' });
    expect(attributesOf(reduced.html, 'site-drawer', ' side="left"')).not.toHaveProperty('variant');
    const focused = await page(
      createClient(server.url),
      '/demo?site=gw-de-de&role=contest-holder&variant=focused',
    );
    expect(attributesOf(focused.html, 'site-footer')).toMatchObject({
      variant: 'focused',
      site: 'gw-de-de',
    });
  });

  it('sends a strict Content-Security-Policy on request', async () => {
    const { response, html } = await page(createClient(server.url), '/demo?site=us-en&csp=strict');
    const csp = response.headers.get('content-security-policy') ?? '';
    // The inline script that loads the bundle, by its hash (the same hash as its text).
    const script = /<script type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const scriptHash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${scriptHash}';`);
    // The page's own inline stylesheet and the elements' inline styles, each by its hash.
    expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/]+=*' 'sha256-[\w+/]+=*'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    const noScript = await page(createClient(server.url), '/demo?site=us-en&csp=no-script');
    expect(noScript.response.headers.get('content-security-policy')).toContain("script-src 'none'");
    const plain = await page(createClient(server.url), '/demo?site=us-en');
    expect(plain.response.headers.get('content-security-policy')).toBeNull();
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const brotli = await fetch(`${server.url}/demo?site=us-en`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('accept-encoding');
    expect(await brotli.text()).toContain('<site-header');
    const plain = await fetch(`${server.url}/demo?site=us-en`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers an unknown site with 400 and a list of the valid sites', async () => {
    const { status, html } = await page(createClient(server.url), '/demo?site=xx-yy&role=designer');
    expect(status).toBe(400);
    expect(html).toContain('Unknown site');
    expect(html).toContain('href="/demo?site=ch-fr&amp;role=designer"');
    expect(html).toContain('href="/demo?site=us-en&amp;role=designer"');
  });

  it('answers a locale the site does not accept with 400 and the accepted ones', async () => {
    const { status, html } = await page(createClient(server.url), '/demo?site=ch-fr&locale=ja_JP');
    expect(status).toBe(400);
    for (const locale of ['de-CH', 'en-CH', 'fr-CH', 'it-CH'])
      expect(html).toContain(`locale=${locale}`);
  });

  it.each([
    ['/demo?site=us-en&role=admin', 'role'],
    ['/demo?site=us-en&variant=huge', 'variant'],
    ['/demo?site=us-en&colour=red', 'colour'],
    ['/demo?site=us-en&path=//evil.example', 'path'],
  ])('answers %s with a 400 page naming %s', async (path, name) => {
    const { status, html } = await page(createClient(server.url), path);
    expect(status).toBe(400);
    expect(html).toContain(name);
  });

  it('escapes what it echoes', async () => {
    const { html } = await page(
      createClient(server.url),
      '/demo?site=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('pages the demo does not have', () => {
  it('a navigation to a menu link gets a 404 legacy page with the chrome of the last demo page', async () => {
    const client = createClient(server.url);
    await page(client, '/demo?site=ch-fr&locale=it-CH&role=designer');
    const { status, html } = await page(client, '/contests/123');
    expect(status).toBe(404);
    expect(attributesOf(html, 'site-header')).toMatchObject({
      site: 'ch-fr',
      locale: 'it-CH',
      'user-role': 'designer',
      'current-path': '/contests/123',
    });
    expect(html).toContain('non fa parte della demo');
  });

  it('a non-HTML request to an unknown path still gets a JSON 404', async () => {
    const response = await createClient(server.url).fetch('/contests/123', {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('GET /demo/sign-in', () => {
  it('offers logging out and the seeded contest holder and designer, each a form with the CSRF token', async () => {
    const client = createClient(server.url);
    const { status, html } = await page(client, '/demo/sign-in');
    expect(status).toBe(200);
    expect(html).toContain('value="logged-out"');
    expect(html).toContain(`Sign in as ${seed.contestHolder.displayName}`);
    expect(html).toContain(`Sign in as ${seed.designer.displayName}`);
    expect(html).toContain(`name="csrf_token" value="${client.csrf()}"`);
  });
});

describe('GET /demo/assets/legacy.css', () => {
  it('serves the legacy stylesheet', async () => {
    const response = await fetch(`${server.url}/demo/assets/legacy.css`);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain(':not(:defined)');
  });
});
