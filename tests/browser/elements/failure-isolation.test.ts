import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellElementInstance } from '../../../src/elements/element-spec.ts';

// One element whose view throws, on a page with four: it keeps its own
// markup, its `ready` rejects with the error, one console error names it, and
// the other three render as if nothing happened (issue 17, "Failure stays
// inside one element"). The footer's view is made to throw.
vi.mock('../../../src/islands/SiteFooter.tsx', () => ({
  SiteFooter: () => {
    throw new Error('the footer view broke');
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an element whose view throws', () => {
  it('keeps its markup and rejects its ready; the other elements of the page render', async () => {
    document.body.innerHTML = `
      <site-header site="us-en" user-role="designer" user-id="42" unread-counts='{"messages":2}'>
        <a href="/">Header fallback</a>
      </site-header>
      <site-drawer side="left" site="us-en"></site-drawer>
      <site-unread-badge kind="messages" site="us-en" user-role="designer" user-id="42"></site-unread-badge>
      <site-footer site="us-en"><a href="/about">Footer fallback</a></site-footer>`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bundle = await import('../../../src/elements/site-elements.ts');
    await bundle.elementsDefined;
    const [header, drawer, badge, footer] = [
      ...document.querySelectorAll<ShellElementInstance>(
        'site-header, site-drawer, site-unread-badge, site-footer',
      ),
    ];
    if (!header || !drawer || !badge || !footer) throw new Error('the page lost an element');

    await expect(footer.ready).rejects.toThrow('the footer view broke');
    await Promise.all([header.ready, drawer.ready, badge.ready]);

    // The footer shows the template's fallback link, as before the bundle.
    expect(footer.shadowRoot?.querySelector('slot')).not.toBeNull();
    expect(footer.shadowRoot?.querySelector('footer')).toBeNull();
    expect(footer.querySelector('a')?.checkVisibility()).toBe(true);
    // The others render their views.
    expect(header.shadowRoot?.querySelector('header a[href="/"]')).not.toBeNull();
    expect(drawer.shadowRoot?.querySelector('dialog')).not.toBeNull();
    expect(badge.shadowRoot?.textContent).toContain('2');
    // One clear message, naming the element.
    const messages = errors.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((message) => message.includes('<site-footer>'))).toHaveLength(1);
    expect(messages.filter((message) => !message.includes('<site-footer>'))).toEqual([]);
    // And the others keep working: the menu opens its drawer.
    bundle.openDrawer('left');
    await vi.waitFor(() => expect(drawer.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    bundle.closeDrawer();
  });
});
