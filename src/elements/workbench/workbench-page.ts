import sites from 'virtual:public-sites';
import type { AttributeSpec } from '../attribute-spec.ts';
import { exampleAttributeTexts, exampleHtml, type ElementExample } from '../element-example.ts';
import type { ElementSpec } from '../element-spec.ts';
import { escapeHtml as esc } from '../server/escape-html.ts';
import { fallbackSlot } from '../specs/common-docs.ts';
import { exampleMarkets } from '../specs/example-parts.ts';
import { fragmentPath, snippets, type AttributeTexts } from './snippets.ts';

// The workbench's pages (dist-elements/workbench/, built by
// scripts/build-workbench.ts): an index and one page per element, from its
// spec and examples. Plain HTML that works as it is; workbench.ts (the one
// module, no inline script: a strict CSP holds) makes the controls live.
// The workbench is a developer tool: its own texts are English only.

/** No inline script or style; the fragments come from the same origin. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

function documentHtml(title: string, body: string, bodyData = ''): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />
    <title>${esc(title)}</title>
    <link rel="stylesheet" href="../site-elements.css" />
    <link rel="stylesheet" href="workbench.css" />
    <script type="module" src="../site-elements.js"></script>
    <script type="module" src="workbench.js"></script>
  </head>
  <body${bodyData}>
    <a class="wb-skip" href="#main">Skip to content</a>
    ${body}
  </body>
</html>
`;
}

function elementNav(specs: readonly ElementSpec[], current: string | null): string {
  const link = (href: string, text: string, here: boolean) =>
    `<li><a href="${href}"${here ? ' aria-current="page"' : ''}>${text}</a></li>`;
  return `<nav class="wb-nav" aria-label="Workbench"><ul>
      ${link('index.html', 'All elements', current === null)}
      ${specs.map((spec) => link(`${spec.tag}.html`, `<code>&lt;${spec.tag}&gt;</code>`, spec.tag === current)).join('\n      ')}
      <li><a href="/">Demo index</a></li>
    </ul></nav>`;
}

/** dist-elements/workbench/index.html */
export function workbenchIndex(specs: readonly ElementSpec[]): string {
  const items = specs.map(
    (spec) => `<li>
        <h2><a href="${spec.tag}.html"><code>&lt;${spec.tag}&gt;</code></a></h2>
        <p>${esc(spec.description)}</p>
        <p>${spec.examples.filter((example) => !example.testOnly).length} examples</p>
      </li>`,
  );
  return documentHtml(
    'Site elements workbench',
    `${elementNav(specs, null)}
    <main id="main" class="wb-main">
      <h1>Site elements workbench</h1>
      <p>Every element live in each of its examples, with controls for every attribute and the
      markup to copy. The examples are data in the element specs (<code>src/elements/specs/</code>);
      this tool is in English only.</p>
      <ul class="wb-index">${items.join('')}</ul>
    </main>`,
  );
}

const isColor = (name: string) => name.includes('color');

function control(attribute: AttributeSpec, value: string | undefined): string {
  const name = attribute.attribute ?? '';
  const id = `control-${name}`;
  const describedBy = `${id}-help`;
  const help = `<p class="wb-help" id="${describedBy}">${esc(attribute.description)} Default: ${esc(attribute.defaultText)}.</p>`;
  const common = `id="${id}" data-attribute="${name}" aria-describedby="${describedBy}"`;
  if (attribute.type === 'boolean') {
    return `<div class="wb-control wb-control--check"><input type="checkbox" ${common}${value === '' ? ' checked' : ''} /><label for="${id}">${name}</label>${help}</div>`;
  }
  let input: string;
  if (attribute.values) {
    const options = ['', ...attribute.values].map(
      (choice) =>
        `<option value="${esc(choice)}"${choice === (value ?? '') ? ' selected' : ''}>${choice === '' ? '(not set)' : esc(choice)}</option>`,
    );
    input = `<select ${common}>${options.join('')}</select>`;
  } else {
    const list = name === 'site' ? ' list="site-keys"' : name === 'locale' ? ' list="locales"' : '';
    input = `<input type="text" ${common}${list} value="${esc(value ?? '')}" spellcheck="false" autocomplete="off" />`;
  }
  return `<div class="wb-control"><label for="${id}">${name}</label>${input}${help}</div>`;
}

// A <pre> has the generic role, which may not be named (ARIA in HTML, issue
// 36): each one is named by what holds it, a section titled by its heading
// or a figure by its caption. It stays focusable, to scroll by keyboard.

function codeBlock(id: string, title: string, code: string, note = ''): string {
  return `<section class="wb-code" aria-labelledby="${id}-title">
        <div class="wb-code__head"><h3 id="${id}-title">${title}</h3>
        <button type="button" class="wb-copy" data-copy="${id}">Copy</button></div>
        ${note}
        <pre tabindex="0"><code id="${id}">${esc(code)}</code></pre>
      </section>`;
}

function table(caption: string, head: string[], rows: string[][]): string {
  if (rows.length === 0) return `<h3>${caption}</h3><p>None.</p>`;
  return `<table class="wb-table"><caption>${caption}</caption>
      <thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead>
      <tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody>
    </table>`;
}

const code = (text: string) => `<code>${esc(text)}</code>`;

function apiTables(spec: ElementSpec): string {
  return [
    table(
      'Attributes and properties',
      ['attribute', 'property', 'type', 'default', 'description'],
      spec.attributes.map((a) => [
        a.attribute ? code(a.attribute) : '—',
        code(a.property),
        code(a.type),
        esc(a.defaultText),
        esc(a.description),
      ]),
    ),
    table(
      'Events',
      ['event', 'detail', 'description'],
      spec.events.map((e) => [code(e.name), code(e.detail), esc(e.description)]),
    ),
    table(
      'Slots',
      ['slot', 'description'],
      [[fallbackSlot.name || '(default)', esc(fallbackSlot.description)]],
    ),
    table(
      'CSS parts',
      ['part', 'description'],
      spec.parts.map((p) => [code(p.name), esc(p.description)]),
    ),
    table(
      'CSS custom properties',
      ['property', 'default', 'description'],
      spec.cssProperties.map((p) => [code(p.name), esc(p.default), esc(p.description)]),
    ),
  ].join('\n');
}

function exampleArticle(tag: string, example: ElementExample): string {
  const texts = exampleAttributeTexts(example.attributes);
  return `<article class="wb-example" id="example-${example.name}" aria-labelledby="example-${example.name}-title">
        <h3 id="example-${example.name}-title">${esc(example.title)} <small>(${example.name})</small></h3>
        <div class="wb-example__live">${exampleHtml(tag, example)}</div>
        <details><summary>HTML</summary><pre tabindex="0"><code>${esc(exampleHtml(tag, example))}</code></pre></details>
        <button type="button" class="wb-load" data-attributes="${esc(JSON.stringify(texts))}">Edit in the playground</button>
      </article>`;
}

function drawerButtons(spec: ElementSpec): string {
  if (spec.tag !== 'site-drawer') return '';
  return `<p class="wb-drawer-buttons">Drawers are closed until opened, and open below 900 px only (narrow the window):
        <button type="button" data-open-drawer="left">Open the left drawer</button>
        <button type="button" data-open-drawer="right">Open the right drawer</button>
        (every drawer of that side on this page opens)</p>`;
}

/** dist-elements/workbench/<tag>.html */
export function workbenchPage(spec: ElementSpec, specs: readonly ElementSpec[]): string {
  const shown = spec.examples.filter((example) => !example.testOnly);
  const tests = spec.examples.filter((example) => example.testOnly);
  const first = shown[0] ?? spec.examples[0];
  const start: AttributeTexts = first ? exampleAttributeTexts(first.attributes) : [];
  const startValues = new Map(start);
  const initial = snippets(spec.tag, start);
  const settable = spec.attributes.filter((attribute) => attribute.attribute !== null);
  const pickers = spec.cssProperties.map(
    (property, index) =>
      `<div class="wb-control"><label for="picker-${index}">${property.name}</label>
        <input id="picker-${index}" type="${isColor(property.name) ? 'color' : 'text'}" data-css-property="${property.name}" aria-describedby="picker-${index}-help" />
        <p class="wb-help" id="picker-${index}-help">${esc(property.description)}</p></div>`,
  );
  const locales = [...new Set(exampleMarkets.map((market) => market.locale))];
  const body = `${elementNav(specs, spec.tag)}
    <main id="main" class="wb-main">
      <h1><code>&lt;${spec.tag}&gt;</code></h1>
      <p>${esc(spec.description)}</p>
      <datalist id="site-keys">${Object.keys(sites)
        .map((key) => `<option value="${key}"></option>`)
        .join('')}</datalist>
      <datalist id="locales">${locales.map((locale) => `<option value="${locale}"></option>`).join('')}</datalist>

      <section aria-labelledby="playground-title" class="wb-playground">
        <h2 id="playground-title">Playground</h2>
        <p>Change an attribute: the element below and the markup to copy follow as you type.
        Keyboard: Tab through the controls; every button is a real button.</p>
        <div class="wb-playground__grid">
          <form class="wb-controls" id="controls" aria-label="Attributes of &lt;${spec.tag}&gt;">
            ${settable.map((attribute) => control(attribute, startValues.get(attribute.attribute ?? ''))).join('\n            ')}
          </form>
          <div>
            <div class="wb-live" id="live">${exampleHtml(spec.tag, { name: 'playground', title: '', attributes: Object.fromEntries(start.map(([name, text]) => [name, text === '' ? true : text])) })}</div>
            ${drawerButtons(spec)}
            <section aria-labelledby="events-title">
              <div class="wb-code__head"><h3 id="events-title">Events</h3>
              <button type="button" id="clear-log">Clear the log</button></div>
              <p>${spec.events.length === 0 ? 'This element emits no events.' : `Listening for ${spec.events.map((event) => code(event.name)).join(', ')} on the page. A language change is cancelled here, so that the page stays.`}</p>
              <ol class="wb-log" id="event-log" aria-live="polite"></ol>
            </section>
            <section aria-labelledby="theme-title">
              <h3 id="theme-title">Theme</h3>
              <p>The CSS custom properties, set on the playground's element as a template's stylesheet would set them.</p>
              <div class="wb-pickers">${pickers.join('')}</div>
              <figure class="wb-figure">
                <figcaption>The stylesheet of these values</figcaption>
                <pre tabindex="0"><code id="theme-css">/* Pick a value above */</code></pre>
              </figure>
            </section>
          </div>
        </div>
        <p class="wb-status" id="copy-status" role="status"></p>
        ${codeBlock('snippet-html', 'Client-rendered: plain HTML', initial.html)}
        ${codeBlock('snippet-server', 'Server-rendered: the HTML of the fragment', '', `<p class="wb-help">From the reference server’s <code id="fragment-path">GET ${esc(fragmentPath(spec.tag, start))}</code>, the same HTML as <code>renderElement()</code> of <code>site-shell/server</code>.</p>`)}
        ${codeBlock('snippet-react', 'React 19 component', initial.react)}
        ${codeBlock('snippet-astro', 'Astro page (server-rendered)', initial.astro)}
        ${codeBlock('snippet-include', 'Server include of the fragment', initial.include)}
      </section>

      <section aria-labelledby="examples-title">
        <h2 id="examples-title">Examples</h2>
        ${shown.map((example) => exampleArticle(spec.tag, example)).join('\n        ')}
        ${tests.length === 0 ? '' : `<details class="wb-tests"><summary>${tests.length} more cases for the tests</summary>${tests.map((example) => exampleArticle(spec.tag, example)).join('')}</details>`}
      </section>

      <section aria-labelledby="api-title">
        <h2 id="api-title">API</h2>
        ${apiTables(spec)}
      </section>
    </main>`;
  const events = esc(JSON.stringify(spec.events.map((event) => event.name)));
  return documentHtml(
    `<${spec.tag}> · Site elements workbench`,
    body,
    ` data-tag="${spec.tag}" data-events="${events}"`,
  );
}
