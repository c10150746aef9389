// HTML with every interpolated value escaped unless it is already SafeHtml.
// The demo pages are built only through `html`, so no value reaches the page
// unescaped.

export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A whole document. */
export function documentHtml(options: {
  title: string;
  lang?: string;
  /** The meta description, for search engines' result pages. */
  description?: string;
  head?: SafeHtml;
  body: SafeHtml;
  /** The demo stylesheet's text, to put inline instead of linking it (trusted: legacy-css.ts). */
  inlineCss?: string;
}): string {
  return `<!doctype html>\n${
    html`<html lang="${options.lang ?? 'en'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title}</title>
        ${options.description === undefined ? '' : html`<meta name="description" content="${options.description}" />`}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${
          options.inlineCss === undefined
            ? html`<link rel="stylesheet" href="/demo/assets/legacy.css" />`
            : new SafeHtml(`<style>${options.inlineCss}</style>`)
        }
        ${options.head ?? ''}
      </head>
      <body>
        ${options.body}
      </body>
    </html> `.value
  }`;
}
