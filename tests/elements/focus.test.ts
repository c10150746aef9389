import { runTests } from '@web/test-runner-mocha';
import { expect } from 'chai';
import {
  deepActiveElement,
  frameSettled,
  openLeftDrawer,
  openReaderPage,
  waitFor,
} from './support/reader-frame.ts';
import { describe, it, afterEach } from './support/mocha.ts';
import { documentOf, find, present, siteElement, windowOf } from './support/site-element.ts';

runTests(() => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  describe('skip link', () => {
    it('moves the focus to a <main> that has no tabindex, keeping it out of the tab order', async () => {
      frame = await openReaderPage(1280);
      const doc = documentOf(frame);
      const main = present(doc.getElementById('main'), '#main');
      expect(main.hasAttribute('tabindex')).to.equal(false);
      find(siteElement('site-header', doc).shadowRoot, '.site-skip-link').click();
      expect(deepActiveElement(doc)).to.equal(main);
      expect(main.getAttribute('tabindex')).to.equal('-1');
    });

    it('focuses a target named by main-id, leaving a tabindex it already has', async () => {
      frame = await openReaderPage(1280);
      const doc = documentOf(frame);
      const header = siteElement('site-header', doc);
      header.setAttribute('main-id', 'contenu');
      await frameSettled(windowOf(frame));
      const link = find(header.shadowRoot, '.site-skip-link');
      expect(link.getAttribute('href')).to.equal('#contenu');
      link.click();
      const target = present(doc.getElementById('contenu'), '#contenu');
      expect(deepActiveElement(doc)).to.equal(target);
      expect(target.getAttribute('tabindex')).to.equal('0');
    });
  });

  describe('a drawer closed because the window grew past the mobile breakpoint', () => {
    it('gives the focus to the first control of the header, not to the body', async () => {
      const opened = await openReaderPage(400);
      frame = opened;
      const doc = documentOf(opened);
      const dialog = await openLeftDrawer(opened);
      expect(dialog.contains(deepActiveElement(doc)), 'focus in the open drawer').to.equal(true);
      opened.style.width = '1280px';
      await waitFor(() => !dialog.open, 'the drawer to close');
      await frameSettled(windowOf(opened));
      const active = present(deepActiveElement(doc), 'focused element');
      const header = siteElement('site-header', doc);
      expect(active).to.not.equal(doc.body);
      expect(active.getRootNode()).to.equal(header.shadowRoot);
      expect(active.classList.contains('site-brand'), active.outerHTML.slice(0, 80)).to.equal(true);
    });
  });
});
