import { describe, expect, it } from 'vitest';
import { elementSpecs } from '../../../../src/elements/element-catalog.ts';
import { exampleAttributeTexts } from '../../../../src/elements/element-example.ts';
import { SiteElementError } from '../../../../src/elements/server/element-error.ts';
import { renderChrome } from '../../../../src/elements/server/render-chrome.ts';
import {
  renderElement,
  renderShadowRoot,
} from '../../../../src/elements/server/render-element.tsx';
import { renderUserSlots } from '../../../../src/elements/server/render-user-slots.ts';
import { staticFragments } from '../../../../src/elements/server/static-fragments.ts';
import { $unreadMessages } from '../../../../src/stores/unread.ts';

// The Node API of `site-shell/server`: what a template gets, and what it is
// refused. (Its output against the bundle's is compared in a browser:
// tests/e2e/demo/server-rendering.spec.ts, tests/e2e/smoke/server-rendered.smoke.ts.)

/** The error `run` rejects with; fails when it resolves. */
async function refusal(run: Promise<unknown>): Promise<SiteElementError> {
  try {
    await run;
  } catch (error) {
    if (error instanceof SiteElementError) return error;
    throw error;
  }
  throw new Error('rendered what it should have refused');
}

describe('renderElement', () => {
  it('writes the tag, its attributes escaped, the key of its values and a declarative shadow root', async () => {
    const html = await renderElement('site-footer', { site: 'fr-fr', variant: 'reduced' });
    expect(html).toMatch(
      /^<site-footer site="fr-fr" variant="reduced" data-rendered-for="[0-9a-z]+" data-site-shell-version="\d+\.\d+\.\d+[^"]*"><template shadowrootmode="open"><link rel="stylesheet" href="\/dist-elements\/site-elements-shadow\.css\?v=[\w-]{10}"\/><footer class="site-footer site-footer--reduced"/,
    );
    expect(html.endsWith('</template></site-footer>')).toBe(true);
  });

  it('renders in the locale’s regional variant: Swiss German without ß, British English', async () => {
    const swiss = await renderElement('site-footer', { site: 'ch-de' });
    expect(swiss).toContain('aria-label="Fusszeile"');
    expect(swiss).not.toContain('ß');
    expect(await renderElement('site-footer', { site: 'de-de' })).toContain(
      'aria-label="Fußzeile"',
    );
    expect(await renderElement('site-footer', { site: 'gb-en' })).toContain('Help Centre');
    expect(await renderElement('site-footer', { site: 'us-en' })).toContain('Help Center');
  });

  it('links the stylesheet under the given assets base', async () => {
    const html = await renderElement(
      'site-footer',
      {},
      { assetsBase: 'https://cdn.example/shell' },
    );
    expect(html).toContain('href="https://cdn.example/shell/site-elements-shadow.css?v=');
  });

  it('gives the same key for the same values however they are spelled, and another for other values', async () => {
    const key = (html: string) => /data-rendered-for="([^"]+)"/.exec(html)?.[1];
    const a = await renderElement('site-header', { site: 'ch-de', 'user-role': 'designer' });
    const b = await renderElement('site-header', { 'user-role': 'designer', site: 'ch-de' });
    const c = await renderElement('site-header', { site: 'ch-de', 'user-role': 'contest-holder' });
    expect(key(a)).toBe(key(b));
    expect(key(a)).not.toBe(key(c));
  });

  it('shows the counts of its own attribute and leaves the page’s stores as they were', async () => {
    $unreadMessages.set(7);
    const html = await renderElement('site-header', {
      site: 'us-en',
      'user-role': 'designer',
      'user-id': '42',
      'unread-counts': '{"messages":120,"notifications":3}',
    });
    expect(html).toContain('>99+<');
    expect($unreadMessages.get()).toBe(7);
    $unreadMessages.set(0);
  });

  it('renders a display name that tries to break out as text', async () => {
    for (const name of ['</template><script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
      const html = await renderElement('site-drawer', {
        side: 'right',
        site: 'us-en',
        'user-role': 'designer',
        'user-id': '42',
        'display-name': name,
      });
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      expect(html.match(/<\/template>/g)).toHaveLength(1);
      expect(html).toContain(name.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
    }
  });

  it('keeps in the shadow root every part its spec documents for ::part() (issue 36)', async () => {
    for (const spec of elementSpecs) {
      const parts = new Set<string>();
      for (const example of spec.examples) {
        const attributes = Object.fromEntries(exampleAttributeTexts(example.attributes));
        const html = await renderElement(spec.tag, attributes);
        for (const match of html.matchAll(/ part="([^"]*)"/g)) parts.add(match[1] ?? '');
      }
      // (A header holding its drawers has theirs too.)
      for (const part of spec.parts) expect(parts, spec.tag).toContain(part.name);
    }
  });

  it('writes no button with both an invoker command and aria-expanded (ARIA in HTML, issue 36)', async () => {
    let invokers = 0;
    for (const spec of elementSpecs) {
      for (const example of spec.examples) {
        const attributes = Object.fromEntries(exampleAttributeTexts(example.attributes));
        const html = await renderElement(spec.tag, attributes);
        for (const button of html.match(/<button [^>]*>/g) ?? []) {
          if (!/ command="/.test(button)) continue;
          invokers += 1;
          expect(button, example.name).not.toMatch(/ aria-expanded=/);
        }
      }
    }
    expect(invokers).toBeGreaterThan(0);
  });

  it('throws a typed error naming the attribute, and renders nothing', async () => {
    const cases: [string, Record<string, string>, SiteElementError['code'], string | null][] = [
      ['site-header', { site: 'xx-xx' }, 'bad-value', 'site'],
      ['site-header', { site: 'de-de', locale: 'fr-FR' }, 'bad-value', 'locale'],
      ['site-header', { 'user-role': 'admin' }, 'bad-value', 'user-role'],
      ['site-header', { variant: 'full' }, 'bad-value', 'variant'],
      ['site-drawer', { side: 'top' }, 'bad-value', 'side'],
      ['site-header', { 'unread-counts': '{messages:1}' }, 'bad-value', 'unread-counts'],
      ['site-header', { 'api-base': 'javascript:alert(1)' }, 'bad-value', 'api-base'],
      ['site-header', { 'current-path': 'javascript:alert(1)' }, 'bad-value', 'current-path'],
      ['site-header', { userRole: 'designer' }, 'unknown-attribute', 'userRole'],
      ['site-sidebar', {}, 'unknown-element', null],
    ];
    for (const [tag, attributes, code, attribute] of cases) {
      const error = await refusal(renderElement(tag, attributes));
      expect(error.code).toBe(code);
      expect(error.attribute).toBe(attribute);
      expect(error.message).toContain(`<${tag}>`);
      if (attribute) expect(error.message).toContain(`"${attribute}"`);
    }
  });
});

describe('renderChrome', () => {
  it('renders the header holding both drawers, and the footer, from the shared attributes', async () => {
    const chrome = await renderChrome({
      shared: { site: 'jp-ja', 'user-role': 'designer', 'user-id': '7', 'display-name': '山田' },
      header: { variant: 'default' },
      footer: { variant: 'focused' },
    });
    expect(chrome.header).toMatch(/^<site-header site="jp-ja" [^>]*drawers /);
    expect(chrome.header).toContain('<dialog id="site-drawer-left"');
    expect(chrome.header).toContain('<dialog id="site-drawer-right"');
    expect(chrome.header).toContain('山田');
    expect(chrome.footer).toMatch(/^<site-footer [^>]*variant="focused"/);
  });
});

describe('staticFragments', () => {
  it('lists every site’s accepted locales, with seven logged-out fragments each', () => {
    const fragments = staticFragments();
    expect(fragments.length % 7).toBe(0);
    expect(new Set(fragments.map((fragment) => fragment.path)).size).toBe(fragments.length);
    expect(fragments.map((fragment) => fragment.path)).toContain(
      'ch-fr/it-CH/site-header.focused.html',
    );
    for (const fragment of fragments) {
      expect(fragment.attributes).not.toHaveProperty('user-role');
    }
  });
});

describe('the user slots', () => {
  const shared = {
    site: 'fr-fr',
    locale: 'fr-FR',
    'user-role': 'contest-holder',
    'current-path': '/work',
    drawers: true,
  } as const;

  it('renders one shadow root for every user of a site, locale, role, variant and page', async () => {
    const root = await renderShadowRoot('site-header', shared);
    expect(await renderShadowRoot('site-header', shared)).toBe(root);
    expect(root).toMatch(/^<template shadowrootmode="open">/);
    for (const slot of ['user-avatar', 'user-name', 'unread-messages', 'unread-notifications']) {
      expect(root).toContain(`<slot name="${slot}"></slot>`);
    }
    // Not the same root as a logged-out visitor's, nor as another page's.
    expect(
      await renderShadowRoot('site-header', { ...shared, 'user-role': 'logged-out' }),
    ).not.toContain('<slot name=');
    expect(await renderShadowRoot('site-header', { ...shared, 'current-path': '/' })).not.toBe(
      root,
    );
  });

  it('refuses the user’s own attributes in the shared root', async () => {
    const error = await refusal(
      renderShadowRoot('site-header', { ...shared, 'display-name': 'Zoé' }),
    );
    expect(error.code).toBe('personal-attribute');
    expect(error.attribute).toBe('display-name');
  });

  it('writes the user’s own bits as plain, escaped light-DOM markup', () => {
    expect(
      renderUserSlots({
        'user-id': 'u-7',
        'display-name': '<b>Zoé</b> & "Co"',
        'unread-counts': '{"messages":0,"notifications":250}',
      }),
    ).toBe(
      '<img slot="user-avatar" class="site-avatar__image" src="/avatars/users/u-7/48" width="48" height="48" alt="" loading="lazy" decoding="async">' +
        '<span slot="user-name">&lt;b&gt;Zoé&lt;/b&gt; &amp; &quot;Co&quot;</span>' +
        '<span slot="unread-notifications" class="site-badge">99+</span>',
    );
    expect(() => renderUserSlots({ 'user-id': '../etc' })).toThrow(SiteElementError);
  });

  it('composes the page’s tag, the shared root and the user’s bits with renderElement', async () => {
    const html = await renderElement(
      'site-header',
      { ...shared, 'user-id': '1', 'display-name': 'Chris', 'unread-counts': '{"messages":3}' },
      { userSlots: true },
    );
    const root = await renderShadowRoot('site-header', shared);
    expect(html).toBe(
      `<site-header site="fr-fr" locale="fr-FR" user-role="contest-holder" current-path="/work" drawers user-id="1" display-name="Chris" unread-counts="{&quot;messages&quot;:3}">${root}${renderUserSlots({ 'user-id': '1', 'display-name': 'Chris', 'unread-counts': '{"messages":3}' })}</site-header>`,
    );
  });
});
