import { describe, expect, it } from 'vitest';
import { fragmentPath, snippets } from '../../../../src/elements/workbench/snippets.ts';

// The markup the workbench offers to copy, for the attributes its controls hold.

const attributes = [
  ['site', 'de-de'],
  ['user-role', 'designer'],
  ['unread-counts', '{"messages":3}'],
  ['drawers', ''],
] as const;

describe('the workbench snippets', () => {
  it('plain HTML: the stylesheet, the bundle and the tag with its attributes', () => {
    expect(snippets('site-header', attributes).html).toContain(
      `<site-header\n  site="de-de"\n  user-role="designer"\n  unread-counts='{"messages":3}'\n  drawers\n></site-header>`,
    );
  });

  it('React 19: JSON in an expression, a boolean bare', () => {
    const { react } = snippets('site-header', attributes);
    expect(react).toContain('export function SiteHeader()');
    expect(react).toContain(`unread-counts={"{\\"messages\\":3}"}`);
    expect(react).toMatch(/\n\s+drawers\n/);
  });

  it('Astro: renderElement with the attributes as an object, then the bundle', () => {
    const { astro } = snippets('site-header', attributes);
    expect(astro).toContain("const siteHeader = await renderElement('site-header', {");
    expect(astro).toContain(`  'unread-counts': '{"messages":3}',`);
    expect(astro).toContain('  drawers: true,');
    expect(astro).toContain('<Fragment set:html={siteHeader} />');
  });

  it('a server include of the fragment, its query encoded', () => {
    const path = fragmentPath('site-header', attributes);
    expect(path).toBe(
      '/fragments/site-header?site=de-de&user-role=designer&unread-counts=%7B%22messages%22%3A3%7D&drawers=',
    );
    expect(snippets('site-header', attributes).include).toContain(
      `<!--#include virtual="${path}" -->`,
    );
    expect(fragmentPath('site-footer', [])).toBe('/fragments/site-footer');
  });
});
