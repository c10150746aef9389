import { runTests } from '@web/test-runner-mocha';
import { expect } from 'chai';
import type { FixtureWindow } from './support/fixture-window.ts';
import { describe, it, afterEach } from './support/mocha.ts';
import {
  documentOf,
  find,
  siteElement,
  windowOf,
  type SiteElement,
} from './support/site-element.ts';

/** The fixture frames a test opened; removed after it, passed or failed. */
const frames = new Set<HTMLIFrameElement>();

/** Waits, 50 ms at a time and at most 5 s, until `done()`; the measure that follows says what is missing. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Loads a fixture page in an iframe of the given size and waits for its elements. */
async function open(name: string, width: number, height = 900): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  // Every frame at the top of the viewport: engines may throttle the
  // animation frames of an iframe out of view, and these tests wait for them.
  frame.style.position = 'fixed';
  frame.style.inset = '0 auto auto 0';
  frame.src = `./fixtures/${name}`;
  frames.add(frame);
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = windowOf(frame);
  const elements = [...win.document.querySelectorAll<SiteElement>('site-header, site-footer')];
  const rendered = Promise.all(
    elements.map((element) =>
      win.customElements.whenDefined(element.localName).then(() => element.ready),
    ),
  );
  const late = new Promise((_, reject) =>
    setTimeout(() => {
      const state = elements.map(
        (element) =>
          `${element.localName}: ${element.shadowRoot ? element.shadowRoot.innerHTML.slice(0, 80) : 'not upgraded'}`,
      );
      reject(new Error(`${name} did not render within 5 s: ${state.join(' | ')}`));
    }, 5000),
  );
  await Promise.race([rendered, late]);
  // A signed-in header swaps in its live dropdowns once their chunk loads.
  const header = win.document.querySelector<SiteElement>('site-header');
  if (header && header.getAttribute('user-role') !== 'logged-out') {
    await until(
      () => header.shadowRoot.querySelector('[aria-controls="site-notifications-panel"]') !== null,
    );
  }
  // An avatar whose picture fails shows a silhouette in its place, once the
  // error comes: on a busy machine that came after the measure of one page
  // and before the other's (an svg missing from one of them).
  await until(() =>
    elements.every((element) =>
      [...element.shadowRoot.querySelectorAll('img')].every((image) => image.complete),
    ),
  );
  await new Promise((resolve) => win.requestAnimationFrame(() => setTimeout(resolve, 50)));
  return frame;
}

/** Box sizes of the elements and of what they render, relative to each element. */
function measure(frame: HTMLIFrameElement): Record<string, (number | string)[]> {
  const doc = documentOf(frame);
  const boxes: Record<string, (number | string)[]> = {};
  for (const element of doc.querySelectorAll<SiteElement>('site-header, site-footer')) {
    const origin = element.getBoundingClientRect();
    boxes[element.localName] = [Math.round(origin.width), Math.round(origin.height)];
    element.shadowRoot.querySelectorAll('a, button, h2, li, svg').forEach((node, index) => {
      const box = node.getBoundingClientRect();
      // A node that is not displayed has no box to compare.
      if (box.width === 0 && box.height === 0) return;
      const style = getComputedStyle(node);
      boxes[`${element.localName} ${index} ${node.localName}`] = [
        Math.round(box.left - origin.left),
        Math.round(box.top - origin.top),
        Math.round(box.width),
        Math.round(box.height),
        style.color,
        style.fontFamily.slice(0, 30),
        style.textTransform,
      ];
    });
  }
  return boxes;
}

runTests(() => {
  afterEach(() => {
    for (const frame of frames) frame.remove();
    frames.clear();
  });

  describe('hostile host CSS', () => {
    for (const width of [375, 1280]) {
      it(`changes nothing in the elements at ${width} px`, async () => {
        const blank = await open('blank.html', width);
        const hostile = await open('hostile.html', width);
        const expected = measure(blank);
        expect(Object.keys(expected).length).to.be.greaterThan(20);
        expect(measure(hostile)).to.deep.equal(expected);
        // ...while the page's own content did change.
        const pageLink = (frame: HTMLIFrameElement) =>
          find(documentOf(frame), 'main a').getBoundingClientRect().height;
        expect(pageLink(hostile)).to.be.greaterThan(pageLink(blank));
      });
    }

    it('does not style the host page', async () => {
      const blank = await open('blank.html', 1280);
      const doc = documentOf(blank);
      const button = find(doc, 'main button');
      const win = windowOf(blank);
      expect(win.getComputedStyle(button).fontFamily).to.not.contain('Segoe');
      // The page's only stylesheet is its own; the bundle adopted none into the document.
      expect([...doc.styleSheets].map((sheet) => sheet.href?.split('/').pop())).to.deep.equal([
        'placement.css',
      ]);
      expect(doc.adoptedStyleSheets).to.have.length(0);
    });
  });

  describe('strict Content-Security-Policy (no unsafe-inline)', () => {
    it('renders styled, with no violation', async () => {
      const frame = await open('csp.html', 1280);
      const win: FixtureWindow = windowOf(frame);
      expect(win.cspViolations).to.deep.equal([]);
      const header = siteElement('site-header', documentOf(frame));
      const bar = find(header.shadowRoot, 'header');
      expect(win.getComputedStyle(bar).display).to.equal('block');
      expect(header.shadowRoot.adoptedStyleSheets.length).to.be.greaterThan(0);
      expect(header.getBoundingClientRect().height).to.be.within(56, 80);
    });
  });

  // Scored from boxes across frames in every engine (record-layout-shift.js);
  // where the engine has the layout-shift observer (Chromium), its score too.
  describe('layout shift while the bundle loads', () => {
    /** The shift a fixture page measured from its first frame until its header upgraded and rendered. */
    async function shiftWhileLoading(name: string, width: number) {
      const frame = await open(name, width, 700);
      const win: FixtureWindow = windowOf(frame);
      await win.bundleLoaded;
      return { boxes: win.boxShift, observer: win.layoutShift };
    }

    for (const width of [375, 1280]) {
      it(`is 0 with the documented :not(:defined) rule at ${width} px`, async () => {
        const shift = await shiftWhileLoading('cls-with-rule.html', width);
        expect(shift.boxes, 'from boxes').to.equal(0);
        if (shift.observer !== null) expect(shift.observer, 'observed').to.equal(0);
      });
    }

    it('is not 0 without the rule (the measurement can see a shift)', async () => {
      const shift = await shiftWhileLoading('cls-without-rule.html', 1280);
      expect(shift.boxes, 'from boxes').to.be.greaterThan(0);
      if (shift.observer !== null) expect(shift.observer, 'observed').to.be.greaterThan(0);
    });
  });
});
