import { describe, expect, it } from 'vitest';
import { floorHtml, htmlParts } from '../../../../scripts/bench/microsite-floor-html.ts';

// Issue 21: a page's no-script floor keeps everything a reader sees without
// scripts, and the HTML's parts add up to the page.

const page = [
  '<html><head><meta name="awards:site" content="us-en">',
  '<style>main{color:red}</style>',
  '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>',
  '<script>addEventListener("click",()=>{})</script>',
  '<template data-after-first-paint><script type="module" src="/r.js"></script></template>',
  '</head><body>',
  '<astro-island uid="a" props="{&quot;x&quot;:1}" ssr><header><svg width="8"><path d="M0 0"/></svg>',
  '<a href="/">Home</a></header><!--astro:end--></astro-island>',
  '<main>Text</main><div class="n" data-route-announcer aria-live="assertive"></div>',
  '</body></html>',
].join('');

describe('the no-script floor of a microsite page', () => {
  it('drops scripts, their templates, script-only elements and island wrappers, and keeps the rest', () => {
    expect(floorHtml(page)).toBe(
      '<html><head><style>main{color:red}</style></head><body>' +
        '<header><svg width="8"><path d="M0 0"/></svg><a href="/">Home</a></header>' +
        '<main>Text</main></body></html>',
    );
  });

  it('splits the HTML into parts that add up to it', () => {
    const parts = htmlParts(page);
    expect(parts.css).toBe('<style>main{color:red}</style>'.length);
    expect(parts.svg).toBe('<svg width="8"><path d="M0 0"/></svg>'.length);
    expect(parts.islands).toBeGreaterThan('<!--astro:end--></astro-island>'.length);
    expect(parts.scripts).toBeGreaterThan(0);
    expect(parts.content + parts.css + parts.svg + parts.islands + parts.scripts).toBe(
      Buffer.byteLength(page),
    );
  });
});
