import { runTests } from '@web/test-runner-mocha';
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { layoutProblems } from './support/chrome-layout.ts';
import { openEveryHeader, resizeFrame } from './support/chrome-frame.ts';
import { openLeftDrawer, openReaderPage } from './support/reader-frame.ts';
import { describe, it, before, after } from './support/mocha.ts';
import {
  documentOf,
  find,
  present,
  siteElement,
  windowOf,
  type SiteElement,
} from './support/site-element.ts';

// The settings come from the browser (tests/support/engines/reader-settings.ts):
// the default font size at 32 px, as "text size 200 %" in a browser's
// settings sets it, and prefers-reduced-motion. Checked here, not trusted.
await executeServerCommand('engine-reader-settings');
const probe = document.body.appendChild(document.createElement('div'));
probe.style.fontSize = 'medium';
const textAt200 = getComputedStyle(probe).fontSize === '32px';
probe.remove();
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
const noTextSetting =
  ' (skipped: this engine’s driver cannot set the default font size; WebKitGTK’s MiniBrowser takes none)';
const noMotionSetting =
  ' (skipped: this engine’s driver cannot ask for reduced motion; WebKitGTK’s MiniBrowser takes none)';

/** Every animation and transition duration of the chrome's nodes, their ::before/::after and the drawers' ::backdrop, that is not 0. */
function movingParts(doc: Document): string[] {
  const win = present(doc.defaultView, 'window');
  const moving: string[] = [];
  const check = (node: Element, pseudo: string | null) => {
    const style = win.getComputedStyle(node, pseudo);
    for (const property of [
      'animationDuration',
      'transitionDuration',
      'animationDelay',
      'transitionDelay',
    ] as const) {
      const values = style[property].split(',').map((value) => value.trim());
      if (values.some((value) => value !== '0s')) {
        moving.push(
          `${node.localName}.${node.getAttribute('class') ?? ''}${pseudo ?? ''} ${property} ${style[property]}`,
        );
      }
    }
  };
  for (const element of doc.querySelectorAll<SiteElement>('site-header, site-footer')) {
    for (const node of element.shadowRoot.querySelectorAll('*')) {
      if (['style', 'link', 'path', 'svg', 'template'].includes(node.localName)) continue;
      check(node, null);
      check(node, '::before');
      check(node, '::after');
      if (node.localName === 'dialog') check(node, '::backdrop');
    }
  }
  return moving;
}

runTests(() => {
  describe('text at 200 % (the browser’s default font size at 32 px)', () => {
    let frame: HTMLIFrameElement | undefined;
    before(async function () {
      this.timeout(30000);
      if (textAt200) frame = await openEveryHeader(1280);
    });
    after(() => frame?.remove());

    it(`sizes the chrome’s text from the reader’s setting${textAt200 ? '' : noTextSetting}`, async function () {
      if (!textAt200) this.skip();
      const header = siteElement('site-header[site="fr-fr"]', documentOf(present(frame, 'frame')));
      const login = find(header.shadowRoot, '.site-header__login');
      // 15/16 of the base: 15 px at the default setting, 30 px at 200 %.
      expect(getComputedStyle(login).fontSize).to.equal('30px');
    });

    for (const width of [320, 375, 1280]) {
      it(`has every control of every site and role visible, none overlapping, no sideways scroll at ${width} px${textAt200 ? '' : noTextSetting}`, async function () {
        if (!textAt200) this.skip();
        const opened = present(frame, 'frame');
        await resizeFrame(opened, width);
        expect(layoutProblems(documentOf(opened))).to.deep.equal([]);
      });
    }
  });

  describe('reduced motion', () => {
    it(`stops every animation and transition of the chrome, the drawer’s backdrop included${reducedMotion ? '' : noMotionSetting}`, async function () {
      if (!reducedMotion) this.skip();
      const frame = await openReaderPage(400);
      try {
        const dialog = await openLeftDrawer(frame);
        // What is read is the backdrop's own style, not the dialog's.
        const backdrop = windowOf(frame).getComputedStyle(dialog, '::backdrop');
        expect(backdrop.backgroundColor).to.equal('rgba(15, 18, 35, 0.55)');
        expect(backdrop.animationName).to.equal('site-backdrop-in');
        expect(movingParts(documentOf(frame))).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });
  });
});
