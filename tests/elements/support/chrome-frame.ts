// A frame holding every site's header (and footer) in every role, and the one
// way the layout tests resize it: setting the frame's width is resizing its
// viewport (its media queries follow), at any width, in every engine, with no
// round trip to the browser's driver. WebKitGTK's window cannot be narrower
// than 447 px; a frame can.
import { everyHeaderHtml } from './chrome-layout.ts';
import { present, type SiteElement } from './site-element.ts';

/** One footer per language (its texts are the language's; the sites differ in links only a little). */
const footerSites = [
  'us-en',
  'de-de',
  'ch-de',
  'nl-nl',
  'fr-fr',
  'ch-fr',
  'it-it',
  'es-es',
  'pt-pt',
  'jp-ja',
];

/**
 * Resolves after two of the frame's animation frames and a task: media-query
 * listeners and React commits have run, and Firefox has restyled the shadow
 * roots for the new width (after one frame it still lays them out for the old).
 */
function frameSettled(win: Window): Promise<void> {
  const frame = () => new Promise((resolve) => win.requestAnimationFrame(resolve));
  return frame()
    .then(frame)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Opens fixtures/every-header.html at `width` px with one header per site and
 * role and one footer per language, and resolves with the frame once every element
 * has rendered and the signed-in headers show their live dropdowns.
 */
export async function openEveryHeader(width: number): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position: fixed; inset: 0 auto auto 0; height: 900px; border: 0;';
  frame.style.width = `${width}px`;
  frame.src = './fixtures/every-header.html';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = present(frame.contentWindow, 'frame window');
  const doc = present(frame.contentDocument, 'frame document');
  doc.body.insertAdjacentHTML(
    'beforeend',
    everyHeaderHtml() +
      footerSites.map((site) => `<site-footer site="${site}"></site-footer>`).join(''),
  );
  const elements = [...doc.querySelectorAll<SiteElement>('site-header, site-footer')];
  await Promise.all(
    ['site-header', 'site-footer'].map((tag) => win.customElements.whenDefined(tag)),
  );
  await Promise.all(elements.map((element) => element.ready));
  const signedIn = elements.filter(
    (element) =>
      element.localName === 'site-header' && element.getAttribute('user-role') !== 'logged-out',
  );
  const live = () =>
    signedIn.every((header) =>
      header.shadowRoot.querySelector('[aria-controls="site-notifications-panel"]'),
    );
  for (let waited = 0; !live() && waited < 10000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!live())
    throw new Error('the signed-in headers did not show their live dropdowns within 10 s');
  await frameSettled(win);
  return frame;
}

/** Sizes the frame's viewport to `width` CSS px and waits until the page has followed. */
export async function resizeFrame(frame: HTMLIFrameElement, width: number): Promise<void> {
  frame.style.width = `${width}px`;
  const win = present(frame.contentWindow, 'frame window');
  for (let tries = 0; Math.abs(win.innerWidth - width) > 0.5 && tries < 10; tries += 1) {
    await frameSettled(win);
  }
  if (Math.abs(win.innerWidth - width) > 0.5) {
    throw new Error(`the frame's viewport is ${win.innerWidth} px, not ${width} px`);
  }
  await frameSettled(win);
}
