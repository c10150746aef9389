// Small helpers for the element tests, which run in Chromium against the
// built bundle (dist-elements/), loaded as a legacy page loads it.

/** Records console.error and console.warn calls until `restore()`. */
export function captureConsole() {
  const errors = [];
  const warnings = [];
  const { error, warn } = console;
  console.error = (...args) => errors.push(args.map(String).join(' '));
  console.warn = (...args) => warnings.push(args.map(String).join(' '));
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
export function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves once React has committed pending updates of the element. */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await nextFrame();
}

/** Appends an element from HTML to `parent` (default: a fresh container in body). */
export function mount(html, parent) {
  const host = parent ?? document.body.appendChild(document.createElement('div'));
  host.insertAdjacentHTML('beforeend', html);
  return host.lastElementChild;
}

export function text(element) {
  return element.shadowRoot?.textContent ?? '';
}

/** Elements by accessible-ish name inside a shadow root: buttons and links by aria-label or text. */
export function byName(root, selector, name) {
  return [...root.querySelectorAll(selector)].find((node) =>
    (node.getAttribute('aria-label') ?? node.textContent ?? '').includes(name),
  );
}
