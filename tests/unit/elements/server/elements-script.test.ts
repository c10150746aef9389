import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { elementsScript } from '../../../../src/elements/server/elements-script.ts';

describe('elementsScript', () => {
  it('is one inline module script that imports the bundle after the load event and the first contentful paint, when idle', () => {
    const { html } = elementsScript('/dist-elements/site-elements.js');
    expect(html).toMatch(/^<script type="module">[^<]+<\/script>$/);
    expect(html).toContain('import("/dist-elements/site-elements.js")');
    expect(html).toContain('addEventListener("load",painted');
    expect(html).toContain('getEntriesByName("first-contentful-paint")');
    expect(html).toContain('requestIdleCallback');
  });

  it('gives the CSP hash of exactly its text', () => {
    const { html, cspHash } = elementsScript('https://assets.example/site-elements.js');
    const text = html.slice('<script type="module">'.length, -'</script>'.length);
    expect(cspHash).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(elementsScript('/other.js').cspHash).not.toBe(cspHash);
  });

  it('cannot be closed early by its address', () => {
    const { html } = elementsScript('/x</script><script>alert(1)</script>.js');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('refuses an address that is neither a path nor http(s)', () => {
    for (const address of [
      'javascript:alert(1)',
      'data:text/javascript,1',
      'site-elements.js',
      '',
    ]) {
      expect(() => elementsScript(address)).toThrow(/path or an http\(s\) address/);
    }
  });
});
