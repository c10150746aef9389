import { runTests } from '@web/test-runner-mocha';
import { expect } from 'chai';
import { captureConsole, mount, settle, text } from './support/helpers.ts';
import { describe, it } from './support/mocha.ts';
import {
  createSiteElement,
  loadBundle,
  present,
  type Bundle,
  type SiteElement,
} from './support/site-element.ts';

// Created and given a property before the bundle loads: the property
// must still apply once the element upgrades.
const early = createSiteElement('site-footer');
early.variant = 'focused';
early.setAttribute('site', 'fr-fr');
early.innerHTML = '<a href="/">Designmarket</a>';
document.body.append(early);

// What the first frame after the footer has rendered shows: it must be the
// French view, never an empty or half-styled element. A promise, not a
// variable: when that frame comes relative to the tests differs between
// engines (WebKit's often comes after the test starts).
const atFirstRender = customElements
  .whenDefined('site-footer')
  .then(() => early.ready)
  .then(
    () =>
      new Promise<{ footer: boolean; text: string }>((resolve) =>
        requestAnimationFrame(() =>
          resolve({
            footer: Boolean(early.shadowRoot?.querySelector('footer.site-footer')),
            text: early.shadowRoot?.textContent ?? '',
          }),
        ),
      ),
  );

runTests(async () => {
  const fallbackVisible =
    early.getBoundingClientRect().height > 0 && early.textContent === 'Designmarket';
  const bundle = await loadBundle();
  // The elements are defined as the module runs (a framework's first render
  // then sets properties, not attributes); until the views chunk and the
  // catalogue are in, the fallback shows in the element's pending state.
  const onImport = {
    defined: customElements.get('site-footer') !== undefined,
    pending: early.matches(':state(pending)'),
    fallback:
      early.getBoundingClientRect().height > 0 && !early.shadowRoot?.querySelector('footer'),
  };
  await bundle.elementsDefined;

  describe('upgrade', () => {
    it('defines the elements as the module runs, shows the fallback until the view renders, then the view', async () => {
      expect(onImport).to.deep.equal({ defined: true, pending: true, fallback: true });
      await early.ready;
      expect(early.matches(':state(pending)')).to.equal(false);
      const firstFrame = await atFirstRender;
      expect(firstFrame.footer).to.equal(true);
      expect(firstFrame.text).to.contain('Tous droits réservés');
    });

    it('shows the fallback markup before the bundle, then the rendered view', async () => {
      expect(fallbackVisible).to.equal(true);
      await early.ready;
      expect(early.shadowRoot.mode).to.equal('open');
      expect(early.shadowRoot.querySelector('footer.site-footer')).to.not.equal(null);
    });

    it('applies properties set before the bundle loaded', async () => {
      await early.ready;
      expect(early.variant).to.equal('focused');
      expect(early.shadowRoot.querySelector('.site-footer--focused')).to.not.equal(null);
      // French site: French labels.
      expect(text(early)).to.contain('Tous droits réservés');
    });

    it('adds nothing to the page head', async () => {
      const before = document.head.children.length;
      const header = mount('<site-header site="us-en"></site-header>');
      await header.ready;
      expect(document.head.children.length).to.equal(before);
      expect(document.querySelectorAll('style').length).to.equal(0);
      header.remove();
    });
  });

  describe('attributes', () => {
    it('reads a presence boolean as true whatever its value, and false when absent', async () => {
      const header = mount('<site-header site="us-en" hide-login></site-header>');
      await header.ready;
      expect(header.hideLogin).to.equal(true);
      expect(header.shadowRoot.querySelector('a[href="/login"]')).to.equal(null);
      header.removeAttribute('hide-login');
      await settle();
      expect(header.hideLogin).to.equal(undefined);
      expect(header.shadowRoot.querySelector('a[href="/login"]')).to.not.equal(null);
      header.setAttribute('hide-login', 'false');
      await settle();
      expect(header.shadowRoot.querySelector('a[href="/login"]')).to.equal(null);
      header.remove();
    });

    it('restores the default when an attribute is removed', async () => {
      const footer = mount('<site-footer site="us-en" variant="reduced"></site-footer>');
      await footer.ready;
      expect(footer.shadowRoot.querySelector('.site-footer--reduced')).to.not.equal(null);
      footer.removeAttribute('variant');
      await settle();
      expect(footer.shadowRoot.querySelector('.site-footer--full')).to.not.equal(null);
      footer.remove();
    });

    it('restores the default when a property is set to undefined', async () => {
      const footer = mount('<site-footer site="us-en"></site-footer>');
      footer.variant = 'focused';
      await footer.ready;
      await settle();
      expect(footer.shadowRoot.querySelector('.site-footer--focused')).to.not.equal(null);
      footer.variant = undefined;
      await settle();
      expect(footer.shadowRoot.querySelector('.site-footer--full')).to.not.equal(null);
      footer.remove();
    });
  });

  describe('bad values', () => {
    const cases: [attribute: string, value: string, message: RegExp][] = [
      [
        'site',
        'xx-yy',
        /<site-footer>: attribute "site" has the bad value "xx-yy"; expected a known site key/,
      ],
      ['locale', 'sv-SE', /<site-footer>: attribute "locale" has the bad value "sv-SE"/],
      [
        'variant',
        'huge',
        /<site-footer>: attribute "variant" has the bad value "huge"; expected one of "full", "focused", "reduced"/,
      ],
      [
        'unread-counts',
        '{messages: 3',
        /<site-footer>: attribute "unread-counts" has the bad value "\{messages: 3"; expected valid JSON/,
      ],
    ];
    for (const [attribute, value, message] of cases) {
      it(`logs one error for ${attribute}="${value}" and renders with the default`, async () => {
        const logged = captureConsole();
        let footer!: SiteElement;
        try {
          footer = mount(`<site-footer ${attribute}='${value}'></site-footer>`);
          await footer.ready;
          await settle();
        } finally {
          logged.restore();
        }
        expect(logged.errors).to.have.length(1);
        expect(logged.errors[0]).to.match(message);
        expect(footer.shadowRoot.querySelector('.site-footer--full')).to.not.equal(null);
        expect(present(footer.closest('html'), 'html').lang).to.equal('en');
        expect(text(footer)).to.contain('All rights reserved');
        footer.remove();
      });
    }

    it('refuses a bad property value the same way, without throwing', async () => {
      const footer = mount('<site-footer site="us-en"></site-footer>');
      await footer.ready;
      const logged = captureConsole();
      try {
        footer.variant = 42;
      } finally {
        logged.restore();
      }
      expect(logged.errors).to.have.length(1);
      expect(logged.errors[0]).to.match(/<site-footer>: property "variant" has the bad value 42/);
      expect(footer.variant).to.equal(undefined);
      footer.remove();
    });

    it('logs a locale the site does not accept and uses the site’s own', async () => {
      const logged = captureConsole();
      let footer!: SiteElement;
      try {
        footer = mount('<site-footer site="de-de" locale="ja-JP"></site-footer>');
        await footer.ready;
      } finally {
        logged.restore();
      }
      expect(logged.errors).to.have.length(1);
      expect(logged.errors[0]).to.match(
        /<site-footer>: attribute "locale" has the bad value "ja-JP"; expected one of the site de-de's locales \(de-DE, en-DE\)/,
      );
      expect(text(footer)).to.contain('Alle Rechte vorbehalten');
      footer.remove();
    });
  });

  describe('moving', () => {
    it('keeps the rendered DOM and its state when moved', async () => {
      const first = document.body.appendChild(document.createElement('section'));
      const second = document.body.appendChild(document.createElement('aside'));
      const header = mount(
        '<site-header site="us-en" user-role="contest-holder" user-id="7" display-name="Joost"></site-header>',
        first,
      );
      await header.ready;
      const bar = header.shadowRoot.querySelector('header');
      const supportButton = present(
        [...header.shadowRoot.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find(
          (b) => b.textContent.includes('Support'),
        ),
        'Support button',
      );
      supportButton.click();
      await settle();
      expect(supportButton.getAttribute('aria-expanded')).to.equal('true');
      second.append(header);
      await settle();
      expect(header.shadowRoot.querySelector('header')).to.equal(bar);
      expect(supportButton.isConnected).to.equal(true);
      expect(supportButton.getAttribute('aria-expanded')).to.equal('true');
      header.remove();
      await settle();
      expect(header.shadowRoot.childElementCount).to.equal(0);
      first.remove();
      second.remove();
    });
  });

  describe('declarations', () => {
    it('site-elements.d.ts declares what the bundle exports to pages, and it is there', async () => {
      // The declarations re-export what tsc declares for the entry module
      // (tests/unit/elements/package-exports.test.ts pins the names).
      const declarations = await (await fetch('/dist-elements/site-elements.d.ts')).text();
      expect(declarations).to.contain("export * from './types/elements/site-elements.js';");
      const entryTypes = await (
        await fetch('/dist-elements/types/elements/site-elements.d.ts')
      ).text();
      /** The value names a module's text exports (not its types). */
      const valueNames = (text: string, declared: RegExp): string[] => {
        const names = [...text.matchAll(declared)].map((match) => match[1] ?? '');
        for (const list of text.matchAll(/^export \{([^}]*)\}/gm)) {
          for (const item of (list[1] ?? '').split(',')) {
            const name = item.trim();
            if (name && !name.startsWith('type ')) names.push(name);
          }
        }
        return names.sort();
      };
      const declared = valueNames(entryTypes, /^export declare (?:const|function) ([\w$]+)/gm);
      // The public exports, as the entry's source writes them (the built
      // module also exports minified internals that its chunks import).
      const source = await (await fetch('/src/elements/site-elements.ts')).text();
      const named = valueNames(source, /^export (?:const|function) ([\w$]+)/gm);
      expect(declared).to.deep.equal(named);
      expect(declared.length).to.be.greaterThan(5);
      const exported: Record<string, unknown> = bundle;
      for (const name of declared) expect(exported[name], name).to.not.equal(undefined);
    });
  });

  describe('loading twice', () => {
    it('defines each tag once and shares one store registry across two URLs', async () => {
      const logged = captureConsole();
      let copy!: Bundle;
      try {
        copy = await loadBundle('/dist-elements/site-elements.js?second-url');
        await copy.elementsDefined;
      } finally {
        logged.restore();
      }
      expect(copy).to.not.equal(bundle);
      // The live layer of the signed-in headers above may report its
      // (serverless) fetches at any time: only the bundle's own words count.
      const fromBundle = (lines: string[]) =>
        lines.filter((line) => !line.startsWith('[site-shell]'));
      expect(fromBundle(logged.warnings)).to.deep.equal([]);
      expect(fromBundle(logged.errors)).to.deep.equal([]);
      expect(copy.$unreadMessages).to.equal(bundle.$unreadMessages);
      expect(copy.$openDrawer).to.equal(bundle.$openDrawer);
      copy.$unreadNotifications.set(17);
      expect(bundle.$unreadNotifications.get()).to.equal(17);
      bundle.$unreadNotifications.set(0);
    });
  });
});
