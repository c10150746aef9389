// Small helpers for the element tests, which run in Chromium against the
// built bundle (dist-elements/), loaded as a legacy page loads it.
import { present, type SiteElement } from './site-element.ts';

/** Records console.error and console.warn calls until `restore()`. */
export function captureConsole() {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  return {
    errors,
    warnings,
    restore() {
      console.error = error;
      console.warn = warn;
    },
  };
}

/** Resolves after the next animation frame (layout done). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves once React has committed pending updates of the element. */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await nextFrame();
}

/** Appends an element from HTML to `parent` (default: a fresh container in body). */
export function mount(html: string, parent?: Element): SiteElement {
  const host = parent ?? document.body.appendChild(document.createElement('div'));
  host.insertAdjacentHTML('beforeend', html);
  return present(host.lastElementChild, 'mounted element') as SiteElement;
}

export function text(element: Element): string {
  return element.shadowRoot?.textContent ?? '';
}

/** Elements by accessible-ish name inside a shadow root: buttons and links by aria-label or text. */
export function byName(root: ParentNode, selector: string, name: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((node) =>
    (node.getAttribute('aria-label') ?? node.textContent ?? '').includes(name),
  );
}
