import { runTests } from '@web/test-runner-mocha';
import { expect } from 'chai';
import { captureConsole } from './support/helpers.ts';
import { describe, it } from './support/mocha.ts';
import { createSiteElement, loadBundle } from './support/site-element.ts';

// An older copy of the bundle defined <site-footer> first.
class OlderFooter extends HTMLElement {}
(OlderFooter as unknown as Record<symbol, string>)[Symbol.for('site-shell.elements.version')] =
  '0.0.1';
customElements.define('site-footer', OlderFooter);

runTests(async () => {
  const logged = captureConsole();
  try {
    const bundle = await loadBundle();
    await bundle.elementsDefined;
  } finally {
    logged.restore();
  }

  describe('a different version on the page', () => {
    it('warns once, naming both versions, and keeps the first definition', () => {
      expect(logged.warnings).to.have.length(1);
      expect(logged.warnings[0]).to.match(
        /^<site-footer> is already defined by site-elements 0\.0\.1; site-elements \d+\.\d+\.\d+ leaves that definition in place\.$/,
      );
      expect(logged.errors).to.deep.equal([]);
      expect(customElements.get('site-footer')).to.equal(OlderFooter);
    });

    it('still defines the tags nobody had defined', async () => {
      expect(customElements.get('site-header')).to.not.equal(undefined);
      const header = createSiteElement('site-header');
      document.body.append(header);
      await header.ready;
      expect(header.shadowRoot.querySelector('header.site-header')).to.not.equal(null);
    });
  });
});
