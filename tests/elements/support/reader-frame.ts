// fixtures/reader.html in a frame, and what the focus tests read in it.
import { find, present, type SiteElement } from './site-element.ts';

/** Resolves after the frame's next animation frame and a task. */
export function frameSettled(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Waits until `condition()` holds (checked every 20 ms, at most 5 s). */
export async function waitFor(condition: () => unknown, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5000) throw new Error(`waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens fixtures/reader.html `width` px wide; resolves with the frame once its elements have rendered. */
export async function openReaderPage(width: number): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `position: fixed; inset: 0 auto auto 0; width: ${width}px; height: 700px; border: 0;`;
  frame.src = './fixtures/reader.html';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = present(frame.contentWindow, 'frame window');
  const doc = present(frame.contentDocument, 'frame document');
  const elements = [...doc.querySelectorAll<SiteElement>('site-header, site-footer')];
  await Promise.all(elements.map((element) => win.customElements.whenDefined(element.localName)));
  await Promise.all(elements.map((element) => element.ready));
  await frameSettled(win);
  return frame;
}

/** The focused element of a document, looked up through the shadow roots. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Opens the header's left drawer with its menu button; resolves with the open dialog. */
export async function openLeftDrawer(frame: HTMLIFrameElement): Promise<HTMLDialogElement> {
  const header = find<SiteElement>(present(frame.contentDocument, 'frame document'), 'site-header');
  find(header.shadowRoot, '.site-header__menu-button').click();
  const dialog = () =>
    header.shadowRoot.querySelector<HTMLDialogElement>('dialog.site-drawer--left');
  await waitFor(() => dialog()?.open, 'the left drawer to open');
  await frameSettled(present(frame.contentWindow, 'frame window'));
  return present(dialog(), 'left drawer');
}
