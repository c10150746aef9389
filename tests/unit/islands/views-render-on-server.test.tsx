import { describe, expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LeftDrawer } from '../../../src/islands/LeftDrawer.tsx';
import { RightDrawer } from '../../../src/islands/RightDrawer.tsx';
import { SiteFooter } from '../../../src/islands/SiteFooter.tsx';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import type { ShellViewProps } from '../../../src/islands/shell-props.ts';
import en from '../../../src/i18n/messages/en.json';
import { roles, type Role } from '../../../src/navigation/types.ts';
import { $openDrawer } from '../../../src/stores/drawers.ts';
import { siteFixture } from '../support/site-fixtures.ts';

// Issue 7 server-renders the views at build time: in Node, with no window or
// document, rendering must work and must not touch the shared stores.

function props(role: Role): ShellViewProps {
  return {
    site: siteFixture({ locale: 'en-CH', language: 'en' }),
    locale: 'en-CH',
    messages: en,
    role,
    currentPath: '/',
    ...(role === 'logged-out' ? {} : { user: { id: '5', displayName: 'Sam Roe' } }),
  };
}

describe('server rendering (no DOM)', () => {
  test('there is no window here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  test.each(roles)('%s: every view renders', (role) => {
    const html = [
      renderToString(<SiteHeader {...props(role)} />),
      renderToString(<LeftDrawer {...props(role)} />),
      renderToString(<RightDrawer {...props(role)} />),
      renderToString(<SiteFooter {...props(role)} year={2025} />),
    ].join('');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('id="site-drawer-left"');
    expect(html.includes('id="site-drawer-right"')).toBe(role !== 'logged-out');
    expect($openDrawer.value).toBe(null);
  });

  test('drawers are closed dialogs and their opener carries the native command', () => {
    const header = renderToString(<SiteHeader {...props('designer')} />);
    expect(header).toMatch(/commandfor="site-drawer-left"/);
    expect(header).toMatch(/command="show-modal"/);
    const drawer = renderToString(<LeftDrawer {...props('designer')} />);
    expect(drawer).toMatch(/<dialog[^>]*id="site-drawer-left"/);
    expect(drawer).not.toMatch(/<dialog[^>]* open/);
  });

  test('a drawer opener is an invoker or says aria-expanded, never both (issue 36)', () => {
    for (const role of roles) {
      const html =
        renderToString(<SiteHeader {...props(role)} />) +
        renderToString(<LeftDrawer {...props(role)} />) +
        renderToString(<RightDrawer {...props(role)} />);
      const buttons = html.match(/<button [^>]*>/g) ?? [];
      const invokers = buttons.filter((button) => / command="/.test(button));
      expect(invokers.length, role).toBeGreaterThan(0);
      for (const button of invokers) expect(button, role).not.toMatch(/ aria-expanded=/);
    }
  });

  test('no inline style attributes anywhere (strict CSP)', () => {
    for (const role of roles) {
      const html =
        renderToString(<SiteHeader {...props(role)} />) +
        renderToString(<LeftDrawer {...props(role)} />) +
        renderToString(<RightDrawer {...props(role)} />) +
        renderToString(<SiteFooter {...props(role)} />);
      expect(html).not.toMatch(/\sstyle="/);
    }
  });
});
