import { runTests } from '@web/test-runner-mocha';
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { settle } from './support/helpers.ts';
import { setPhoneViewport } from './support/viewport.ts';
import { describe, it, before } from './support/mocha.ts';
import { fixtureWindow } from './support/fixture-window.ts';
import { find, loadBundle, present, siteElement } from './support/site-element.ts';

const header = siteElement('#chrome-top site-header');
const footer = siteElement('#chrome-bottom site-footer');
const stale = siteElement('#chrome-stale site-footer');
const menuButton = () => find<HTMLButtonElement>(header.shadowRoot, '.site-header__menu-button');
const leftDrawer = () => find<HTMLDialogElement>(header.shadowRoot, '#site-drawer-left');
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
/** Resolves once the views have taken the element's server HTML over (their styles adopted). */
async function hydrated(element: HTMLElement) {
  for (let tries = 0; tries < 500 && !element.shadowRoot?.adoptedStyleSheets.length; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(
    element.shadowRoot?.adoptedStyleSheets.length,
    `${element.localName} hydrated`,
  ).to.be.greaterThan(0);
}
const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
// WebKitGTK 2.50 (Safari before 26.2) has no invoker commands: there the
// drawers open only once the bundle has loaded.
const invokerCommands = 'commandForElement' in HTMLButtonElement.prototype;

runTests(async () => {
  describe('server-rendered elements', () => {
    before(async () => {
      await setPhoneViewport(740);
      await settle();
    });

    describe('before any script', () => {
      it('show the whole chrome, styled by the linked stylesheet, without the bundle', () => {
        expect(customElements.get('site-header')).to.equal(undefined);
        const bar = find(header.shadowRoot, 'header');
        expect(getComputedStyle(bar).display).to.equal('block');
        expect(header.getBoundingClientRect().height).to.equal(56);
        expect(getComputedStyle(menuButton()).display).to.not.equal('none');
        expect(hrefs(header.shadowRoot)).to.include.members(['/', '/login', '/contests']);
        // The footer's category and service links, which crawlers follow.
        expect(hrefs(footer.shadowRoot).length).to.be.greaterThan(20);
        expect(footer.getBoundingClientRect().height).to.be.greaterThan(200);
      });

      it(`open the menu with native HTML; Escape closes it and the focus returns to the button${invokerCommands ? '' : ' (skipped: this engine has no invoker commands)'}`, async function () {
        if (!invokerCommands) this.skip();
        menuButton().focus();
        await sendKeys({ press: 'Enter' });
        await settle();
        expect(leftDrawer().open).to.equal(true);
        expect(leftDrawer().contains(deepActive())).to.equal(true);
        await sendKeys({ press: 'Escape' });
        await settle();
        expect(leftDrawer().open).to.equal(false);
        expect(deepActive()).to.equal(menuButton());
      });
    });

    describe('when the bundle arrives', () => {
      const before: {
        bar?: Element | null;
        dialog?: HTMLDialogElement;
        footer?: Element | null;
        focused?: Element | null;
        headerHtml?: string;
      } = {};

      it('keeps every node, an open drawer and the focus, shifts nothing and logs nothing', async () => {
        // Open the drawer before the script (natively where the engine can).
        menuButton().focus();
        if (invokerCommands) await sendKeys({ press: 'Enter' });
        else leftDrawer().showModal();
        await settle();
        expect(leftDrawer().open).to.equal(true);
        before.bar = header.shadowRoot.querySelector('header');
        before.dialog = leftDrawer();
        before.footer = footer.shadowRoot.querySelector('footer');
        before.focused = deepActive();
        before.headerHtml = find(header.shadowRoot, 'header').outerHTML;
        stale.setAttribute('variant', 'focused');
        fixtureWindow.boxShift = 0;
        if (fixtureWindow.layoutShift !== null) fixtureWindow.layoutShift = 0;

        const bundle = await loadBundle();
        await bundle.elementsDefined;
        // The header has the focus (its open drawer): it hydrates at once;
        // the stale fragment renders to its values. The footer's HTML waits
        // for the reader, ready as it is but without the views' styles.
        await Promise.all([header.ready, footer.ready, stale.ready]);
        await hydrated(header);
        await settle();
        expect(footer.shadowRoot.adoptedStyleSheets, 'footer before the reader').to.have.length(0);
        footer.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
        await hydrated(footer);
        await settle();
        await settle();

        expect(header.shadowRoot.querySelector('header')).to.equal(before.bar);
        expect(leftDrawer()).to.equal(before.dialog);
        expect(footer.shadowRoot.querySelector('footer')).to.equal(before.footer);
        expect(leftDrawer().open).to.equal(true);
        expect(bundle.$openDrawer.get()).to.equal('left');
        expect(deepActive()).to.equal(before.focused);
        // No second copy of anything.
        expect(header.shadowRoot.querySelectorAll('header')).to.have.length(1);
        // Logged out: the left drawer only (the right one is the user menu).
        expect(header.shadowRoot.querySelectorAll('dialog')).to.have.length(1);
        expect(footer.shadowRoot.querySelectorAll('footer')).to.have.length(1);
        expect(fixtureWindow.boxShift, 'shift from boxes').to.equal(0);
        if (fixtureWindow.layoutShift !== null)
          expect(fixtureWindow.layoutShift, 'observed').to.equal(0);
        expect(fixtureWindow.consoleProblems).to.deep.equal([]);
      });

      it('hydrated the server’s HTML: the menu button now says the drawer is open', () => {
        expect(menuButton().getAttribute('aria-expanded')).to.equal('true');
        expect(header.shadowRoot.adoptedStyleSheets.length).to.be.greaterThan(0);
      });

      it('closes the drawer on Escape through the shared store, focus back on the button', async () => {
        await sendKeys({ press: 'Escape' });
        await settle();
        expect(leftDrawer().open).to.equal(false);
        expect(menuButton().getAttribute('aria-expanded')).to.equal('false');
        expect(deepActive()).to.equal(menuButton());
      });

      it('renders a fragment whose attributes changed before the upgrade to its attributes', () => {
        const rendered = present(stale.shadowRoot.querySelector('footer'), 'footer');
        expect(stale.shadowRoot.querySelectorAll('footer')).to.have.length(1);
        expect(rendered.className).to.contain('site-footer--focused');
        expect(fixtureWindow.consoleProblems).to.deep.equal([]);
      });
    });
  });
});
