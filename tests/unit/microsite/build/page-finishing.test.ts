import { describe, expect, it } from 'vitest';
import { finishPage, pageFinishing } from '../../../../src/microsite/build/page-finishing.ts';

// What the build's middleware does to each page as Astro renders it: the
// island scripts out into a file it records, the design tokens in place.

const runtime = 'customElements.get("astro-island")||customElements.define("astro-island",f)';
const page =
  '<html><head><style>:root{--ink:#111}p{color:var(--ink)}</style><template data-island-runtime></template></head>' +
  '<body><style>astro-island{display:contents}</style><script>directive()</script>' +
  `<script>${runtime}</script><astro-island uid="a"></astro-island></body></html>`;

/** The state the integration sets up for a build, its assets at /a/. */
const setUpState = () => ({
  assetUrl: (fileName: string) => `/a/${fileName}`,
  scripts: new Map<string, string>(),
  navigationDocuments: undefined,
  pages: 0,
  milliseconds: 0,
});

describe('page finishing', () => {
  it('moves the island scripts into a recorded file and writes the tokens in place', () => {
    const state = setUpState();
    const html = finishPage(
      Buffer.from(page),
      state,
      'Astro v7.3.5',
      '/best-design-awards/',
    ).toString();
    expect(state.scripts.size).toBe(1);
    const [fileName, content] = [...state.scripts][0] ?? [];
    expect(content).toBe(`directive();\n${runtime}\n`);
    expect(state.pages).toBe(1);
    expect(html).toBe(
      `<html><head><style>p{color:#111}</style><template data-island-runtime><script type="module" src="/a/${fileName}"></script></template></head>` +
        '<body><style>astro-island{display:contents}</style><astro-island uid="a"></astro-island></body></html>',
    );
  });

  it('reads the page as UTF-8 bytes: text in any script before and after what it changes', () => {
    const state = setUpState();
    const japanese = page
      .replace('<html><head>', '<html><head><title>受賞作品 — 2024</title>')
      .replace(
        '<astro-island uid="a"></astro-island>',
        '<astro-island uid="a">日本語</astro-island>',
      );
    const html = finishPage(
      Buffer.from(japanese),
      state,
      'Astro v7.3.5',
      '/best-design-awards/',
    ).toString();
    const [fileName] = [...state.scripts.keys()];
    expect(html).toBe(
      `<html><head><title>受賞作品 — 2024</title><style>p{color:#111}</style><template data-island-runtime><script type="module" src="/a/${fileName}"></script></template></head>` +
        '<body><style>astro-island{display:contents}</style><astro-island uid="a">日本語</astro-island></body></html>',
    );
    // A token the page names outside its styles (here in an inline style) stays a custom property.
    const named = japanese.replace('<body>', '<body style="--ink:red">');
    expect(
      finishPage(Buffer.from(named), state, 'Astro v7.3.5', '/best-design-awards/').toString(),
    ).toContain('<style>:root{--ink:#111}p{color:var(--ink)}</style>');
  });

  it('hands the finished page to the navigation documents, with its path', () => {
    const handed: [string, string][] = [];
    const state = {
      ...setUpState(),
      navigationDocuments: {
        page: (pathname: string, bytes: Buffer) => void handed.push([pathname, bytes.toString()]),
        finish: () =>
          Promise.resolve({
            rendered: 0,
            reused: 0,
            renderedMilliseconds: 0,
            afterMilliseconds: 0,
          }),
      },
    };
    const html = finishPage(Buffer.from(page), state, 'Astro v7.3.5', '/best-design-awards/2024/');
    expect(handed).toEqual([['/best-design-awards/2024/', html.toString()]]);
  });

  it('is shared by every copy of the module through one global, and needs the integration set up first', () => {
    expect(pageFinishing()).toBe(pageFinishing());
    expect(() =>
      finishPage(
        Buffer.from(page),
        {
          assetUrl: undefined,
          scripts: new Map(),
          navigationDocuments: undefined,
          pages: 0,
          milliseconds: 0,
        },
        'Astro v7.3.5',
        '/best-design-awards/',
      ),
    ).toThrow(/integration did not set up/);
  });
});
