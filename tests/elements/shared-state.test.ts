import { runTests } from '@web/test-runner-mocha';
import type AxeCore from 'axe-core';
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { settle } from './support/helpers.ts';
import { setPhoneViewport, setViewport } from './support/viewport.ts';
import { describe, it, before } from './support/mocha.ts';
import {
  find,
  loadBundle,
  present,
  siteElement,
  type SiteElement,
} from './support/site-element.ts';

const all = () => [
  ...document.querySelectorAll<SiteElement>(
    'site-header, site-footer, site-drawer, site-unread-badge',
  ),
];
const header = siteElement('site-header');
const leftDrawer = siteElement('site-drawer[side="left"]');
const [notificationsBadge, messagesBadge] =
  document.querySelectorAll<SiteElement>('site-unread-badge');
const events: { type: string; detail: unknown; composed: boolean; bubbles: boolean }[] = [];
for (const type of ['site-drawer-open', 'site-drawer-close', 'site-language-change']) {
  document.addEventListener(type, (event) =>
    events.push({
      type,
      detail: (event as CustomEvent).detail,
      composed: event.composed,
      bubbles: event.bubbles,
    }),
  );
}
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

runTests(async () => {
  const bundle = await loadBundle();
  await bundle.elementsDefined;
  await Promise.all(all().map((element) => element.ready));

  describe('one state for every element', () => {
    // A signed-in header swaps its plain icon links for the live dropdowns
    // once their chunk has loaded; wait for that before reading them.
    before(async () => {
      const liveButton = () =>
        header.shadowRoot.querySelector('[aria-controls="site-notifications-panel"]');
      for (let waited = 0; !liveButton() && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(liveButton(), 'the live notifications button').to.not.equal(null);
    });

    it('shows the server’s counts in the header and in the sidebar badge', () => {
      expect(present(notificationsBadge, 'badge').shadowRoot.textContent).to.contain('99+');
      const button = find(
        header.shadowRoot,
        'a[aria-label*="Notifications"], button[aria-label*="Notifications"]',
      );
      expect(button.getAttribute('aria-label')).to.equal('Notifications, 120 unread notifications');
    });

    it('updates every element from one store change made by a page script', async () => {
      bundle.$unreadNotifications.set(5);
      bundle.$unreadMessages.set(0);
      await settle();
      const badge = present(notificationsBadge, 'notifications badge');
      expect(badge.shadowRoot.textContent).to.contain('5');
      expect(badge.shadowRoot.textContent).to.not.contain('99+');
      expect(
        present(messagesBadge, 'messages badge').shadowRoot.querySelector('.site-badge'),
      ).to.equal(null);
      const button = find(header.shadowRoot, '[aria-label^="Notifications"]');
      expect(button.getAttribute('aria-label')).to.equal('Notifications, 5 unread notifications');
    });
  });

  // 375 px, or in WebKit the narrowest its window allows (447 px): the
  // same phone layout (support/viewport.js).
  describe('drawers (phone width)', () => {
    before(async () => {
      await setPhoneViewport(740);
      await settle();
    });

    it('opens the left drawer placed elsewhere from the header’s menu button, by keyboard', async () => {
      const menuButton = find(header.shadowRoot, '.site-header__menu-button');
      menuButton.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      const dialog = find<HTMLDialogElement>(leftDrawer.shadowRoot, 'dialog');
      expect(dialog.open).to.equal(true);
      expect(bundle.$openDrawer.get()).to.equal('left');
      expect(leftDrawer.shadowRoot.contains(deepActive())).to.equal(true);
      expect(events.at(-1)).to.deep.equal({
        type: 'site-drawer-open',
        detail: { side: 'left' },
        composed: true,
        bubbles: true,
      });
    });

    it('closes on Escape and gives focus back to the menu button', async () => {
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(find<HTMLDialogElement>(leftDrawer.shadowRoot, 'dialog').open).to.equal(false);
      expect(bundle.$openDrawer.get()).to.equal(null);
      expect(deepActive()).to.equal(header.shadowRoot.querySelector('.site-header__menu-button'));
      expect(events.at(-1)?.type).to.equal('site-drawer-close');
    });

    it('opens the right drawer from a page script through the exported store', async () => {
      bundle.openDrawer('right');
      await settle();
      const right = siteElement('site-drawer[side="right"]');
      expect(find<HTMLDialogElement>(right.shadowRoot, 'dialog').open).to.equal(true);
      expect(right.shadowRoot.textContent).to.contain('Ana Muster');
      bundle.closeDrawer();
      await settle();
      expect(find<HTMLDialogElement>(right.shadowRoot, 'dialog').open).to.equal(false);
    });
  });

  describe('language choice', () => {
    it('emits a cancelable site-language-change; cancelling keeps the page', async () => {
      const footer = siteElement('site-footer');
      const link = find(footer.shadowRoot, 'a[hreflang="es-US"]');
      expect(link.getAttribute('href')).to.equal('/user/switch-language/es-US');
      const cancel = (event: Event) => event.preventDefault();
      document.addEventListener('site-language-change', cancel, { once: true });
      const before = location.href;
      link.click();
      await settle();
      expect(location.href).to.equal(before);
      expect(events.at(-1)).to.deep.equal({
        type: 'site-language-change',
        detail: {
          locale: 'es-US',
          href: new URL('/user/switch-language/es-US', location.href).href,
        },
        composed: true,
        bubbles: true,
      });
    });
  });

  describe('theming from the page', () => {
    it('reaches inside through the documented parts and custom properties', async () => {
      const style = document.createElement('style');
      style.textContent = `
        site-footer::part(footer) { background-color: rgb(10, 20, 30); }
        site-header::part(bar) { padding-top: 3px; }
        site-header { --site-color-brand: rgb(200, 0, 0); --site-font: monospace; }`;
      document.head.append(style);
      await settle();
      const footer = find(siteElement('site-footer').shadowRoot, 'footer');
      const bar = find(header.shadowRoot, '.site-header__bar');
      expect(getComputedStyle(footer).backgroundColor).to.equal('rgb(10, 20, 30)');
      expect(getComputedStyle(bar).paddingTop).to.equal('3px');
      expect(getComputedStyle(bar).fontFamily).to.equal('monospace');
      expect(getComputedStyle(bar).getPropertyValue('--site-color-brand').trim()).to.equal(
        'rgb(200, 0, 0)',
      );
      style.remove();
      await settle();
      expect(getComputedStyle(footer).backgroundColor).to.not.equal('rgb(10, 20, 30)');
    });
  });

  describe('accessibility', () => {
    const layouts = {
      // 375 px, or WebKit's narrowest (447 px): the same phone layout.
      'phone width': () => setPhoneViewport(800),
      '1280 px': async () => {
        const { width } = await setViewport(1280, 800);
        expect(width, 'the viewport obtained').to.equal(1280);
      },
    };
    for (const [layout, size] of Object.entries(layouts)) {
      it(`has no axe violations at ${layout}`, async () => {
        await size();
        await settle();
        const { axe } = window as unknown as { axe: typeof AxeCore };
        const results = await axe.run(document, { resultTypes: ['violations'] });
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(summary).to.deep.equal([]);
      });
    }
  });

  describe('what a page downloads', () => {
    it('loads the main module and its one language, nothing for other languages', () => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/dist-elements/') && path.endsWith('.js'));
      const languageChunks = scripts.filter((path) =>
        /\/chunks\/(en|de|nl|fr|it|es|pt|ja)-/.test(path),
      );
      expect(scripts).to.include('/dist-elements/site-elements.js');
      expect(languageChunks.map((path) => (path.split('/').pop() ?? '').slice(0, 2))).to.deep.equal(
        ['en'],
      );
    });
  });
});
