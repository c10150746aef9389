import { describe, expect, it } from 'vitest';
import { finishPage, pageFinishing } from '../../../../src/microsite/build/page-finishing.ts';

// What the build's middleware does to each page as Astro renders it: the
// island scripts out into a file it records, the design tokens in place.

const runtime = 'customElements.get("astro-island")||customElements.define("astro-island",f)';
const page =
  '<html><head><style>:root{--ink:#111}p{color:var(--ink)}</style><template data-island-runtime></template></head>' +
  '<body><style>astro-island{display:contents}</style><script>directive()</script>' +
  `<script>${runtime}</script><astro-island uid="a"></astro-island></body></html>`;

describe('page finishing', () => {
  it('moves the island scripts into a recorded file and writes the tokens in place', () => {
    const state = {
      assetUrl: (fileName: string) => `/a/${fileName}`,
      scripts: new Map<string, string>(),
      pages: 0,
      milliseconds: 0,
    };
    const html = finishPage(page, state, 'Astro v7.3.5');
    expect(state.scripts.size).toBe(1);
    const [fileName, content] = [...state.scripts][0] ?? [];
    expect(content).toBe(`directive();\n${runtime}\n`);
    expect(state.pages).toBe(1);
    expect(html).toBe(
      `<html><head><style>p{color:#111}</style><template data-island-runtime><script type="module" src="/a/${fileName}"></script></template></head>` +
        '<body><style>astro-island{display:contents}</style><astro-island uid="a"></astro-island></body></html>',
    );
  });

  it('is shared by every copy of the module through one global, and needs the integration set up first', () => {
    expect(pageFinishing()).toBe(pageFinishing());
    expect(() =>
      finishPage(
        page,
        { assetUrl: undefined, scripts: new Map(), pages: 0, milliseconds: 0 },
        'Astro v7.3.5',
      ),
    ).toThrow(/integration did not set up/);
  });
});
