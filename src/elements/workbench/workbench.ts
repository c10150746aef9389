import { fragmentPath, snippets, type AttributeTexts } from './snippets.ts';

// The workbench page's one module (dist-elements/workbench/workbench.js; no
// inline script, so a strict CSP holds). Framework-free: the page is plain
// HTML built from the specs (workbench-page.ts); this wires its controls to
// the playground's element, redraws the markup to copy, fetches the
// server-rendered fragment, logs the element's events and applies the CSS
// custom properties. It reads everything it needs from the page.

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

function setup(): () => void {
  const tag = document.body.dataset['tag'];
  const controls = byId<HTMLFormElement>('controls');
  const element = tag ? document.querySelector<HTMLElement>(`#live > ${tag}`) : null;
  if (!tag || !controls || !element) return () => {};
  const cleanups: (() => void)[] = [];
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  };
  const inputs = () => [...controls.querySelectorAll<HTMLInputElement>('[data-attribute]')];

  /** The attributes the controls hold, in the controls' order ("" for a checked boolean). */
  function current(): AttributeTexts {
    const texts: [string, string][] = [];
    for (const input of inputs()) {
      const name = input.dataset['attribute'] ?? '';
      if (input.type === 'checkbox') {
        if (input.checked) texts.push([name, '']);
      } else if (input.value !== '') texts.push([name, input.value]);
    }
    return texts;
  }

  let fragmentRequest: AbortController | null = null;
  async function showFragment(texts: AttributeTexts) {
    const target = byId('snippet-server');
    const path = fragmentPath(tag ?? '', texts);
    const label = byId('fragment-path');
    if (label) label.textContent = `GET ${path}`;
    if (!target) return;
    fragmentRequest?.abort();
    const request = new AbortController();
    fragmentRequest = request;
    try {
      const response = await fetch(path, { signal: request.signal });
      const text = await response.text();
      if (response.ok) target.textContent = text;
      else if (response.headers.get('content-type')?.includes('json')) {
        const body = JSON.parse(text) as { error?: { message?: string } };
        target.textContent = `The server refused these attributes: ${body.error?.message ?? text}`;
      } else {
        target.textContent = `No fragment (${response.status}): the server-rendered HTML comes from the reference server, open this page from \`npm start\`.`;
      }
    } catch (error) {
      if (request.signal.aborted) return;
      target.textContent = `No fragment: ${String(error)}. Open this page from \`npm start\`.`;
    }
  }

  function apply() {
    const texts = current();
    const wanted = new Map(texts);
    for (const input of inputs()) {
      const name = input.dataset['attribute'] ?? '';
      const text = wanted.get(name);
      if (text === undefined) element?.removeAttribute(name);
      else if (element?.getAttribute(name) !== text) element?.setAttribute(name, text);
    }
    const code = snippets(tag ?? '', texts);
    const write = (id: string, text: string) => {
      const target = byId(id);
      if (target) target.textContent = text;
    };
    write('snippet-html', code.html);
    write('snippet-react', code.react);
    write('snippet-astro', code.astro);
    write('snippet-include', code.include);
    void showFragment(texts);
  }

  /** Sets the controls to an example's attributes ("Edit in the playground"). */
  function load(texts: AttributeTexts) {
    const wanted = new Map(texts);
    for (const input of inputs()) {
      const text = wanted.get(input.dataset['attribute'] ?? '');
      if (input.type === 'checkbox') input.checked = text !== undefined;
      else input.value = text ?? '';
    }
    apply();
    byId('playground-title')?.scrollIntoView();
    inputs()[0]?.focus();
  }

  on(controls, 'input', apply);
  on(controls, 'change', apply);
  on(controls, 'submit', (event) => event.preventDefault());
  for (const button of document.querySelectorAll<HTMLButtonElement>('.wb-load')) {
    on(button, 'click', () =>
      load(JSON.parse(button.dataset['attributes'] ?? '[]') as AttributeTexts),
    );
  }
  cleanups.push(logEvents(), themePickers(element, tag), copyButtons(), drawerButtons());
  void showFragment(current());
  return () => {
    fragmentRequest?.abort();
    for (const cleanup of cleanups) cleanup();
  };
}

/** Which element on the page dispatched an event: the playground's, or an example's name. */
function sourceOf(event: Event): string {
  const target = event.composedPath()[0];
  const host = event.target instanceof HTMLElement ? event.target : null;
  const example = host?.closest<HTMLElement>('.wb-example')?.id.replace(/^example-/, '');
  const where = host?.closest('#live')
    ? 'the playground'
    : example
      ? `example "${example}"`
      : 'the page';
  const tag = host?.localName ?? (target instanceof Element ? target.localName : '?');
  return `<${tag}> in ${where}`;
}

function logEvents(): () => void {
  const log = byId<HTMLOListElement>('event-log');
  const names = JSON.parse(document.body.dataset['events'] ?? '[]') as string[];
  if (!log) return () => {};
  const listener = (event: Event) => {
    const detail = event instanceof CustomEvent ? JSON.stringify(event.detail) : '';
    // The page stays: a language link would navigate away from the workbench.
    if (event.type === 'site-language-change' && event.cancelable) event.preventDefault();
    const item = document.createElement('li');
    item.textContent = `${event.type} from ${sourceOf(event)}: ${detail}`;
    log.append(item);
  };
  for (const name of names) document.addEventListener(name, listener);
  const clear = byId('clear-log');
  const empty = () => log.replaceChildren();
  clear?.addEventListener('click', empty);
  return () => {
    for (const name of names) document.removeEventListener(name, listener);
    clear?.removeEventListener('click', empty);
  };
}

/** `#rrggbb` of any CSS colour, for an <input type="color">; null if it is not one. */
function hexOf(color: string): string | null {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color.match(/\d+(\.\d+)?/g);
  probe.remove();
  if (!color || !rgb || rgb.length < 3) return null;
  return `#${rgb
    .slice(0, 3)
    .map((part) => Math.round(Number(part)).toString(16).padStart(2, '0'))
    .join('')}`;
}

function themePickers(element: HTMLElement, tag: string): () => void {
  const pickers = [...document.querySelectorAll<HTMLInputElement>('[data-css-property]')];
  const output = byId('theme-css');
  const changed = new Map<string, string>();
  const update = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const property = input.dataset['cssProperty'] ?? '';
    if (input.value === '') {
      element.style.removeProperty(property);
      changed.delete(property);
    } else {
      element.style.setProperty(property, input.value);
      changed.set(property, input.value);
    }
    if (output) {
      const lines = [...changed].map(([name, value]) => `  ${name}: ${value};`);
      output.textContent = lines.length
        ? `${tag} {\n${lines.join('\n')}\n}`
        : '/* Pick a value above */';
    }
  };
  // The current values, once the element's styles (its :host defaults) apply:
  // they are adopted when its view has rendered, which `ready` waits for.
  void customElements
    .whenDefined(tag)
    .then(() => (element as HTMLElement & { ready?: Promise<unknown> }).ready)
    .catch(() => undefined)
    .then(() => {
      for (const input of pickers) {
        const value = getComputedStyle(element)
          .getPropertyValue(input.dataset['cssProperty'] ?? '')
          .trim();
        input.value = input.type === 'color' ? (hexOf(value) ?? '#000000') : value;
      }
    });
  for (const input of pickers) input.addEventListener('input', update);
  return () => {
    for (const input of pickers) input.removeEventListener('input', update);
  };
}

function copyButtons(): () => void {
  const status = byId('copy-status');
  const copy = async (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    const text = byId(button.dataset['copy'] ?? '')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      if (status) status.textContent = 'Copied.';
    } catch {
      if (status)
        status.textContent = 'The browser refused the clipboard: select the text and copy it.';
    }
  };
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-copy]')];
  for (const button of buttons) button.addEventListener('click', copy);
  return () => {
    for (const button of buttons) button.removeEventListener('click', copy);
  };
}

/** The bundle the page loads, beside the workbench (a variable: Vite would inline a literal as an asset). */
const bundlePath = '../site-elements.js';

/** The drawer page's "Open the … drawer" buttons, through the bundle's exported `openDrawer`. */
function drawerButtons(): () => void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-open-drawer]')];
  const open = async (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    const bundle = new URL(bundlePath, import.meta.url).href;
    const { openDrawer } = (await import(/* @vite-ignore */ bundle)) as {
      openDrawer(side: string, opener?: HTMLElement | null): void;
    };
    openDrawer(button.dataset['openDrawer'] ?? 'left', button);
  };
  for (const button of buttons) button.addEventListener('click', open);
  return () => {
    for (const button of buttons) button.removeEventListener('click', open);
  };
}

setup();
