import { describe, expect, it } from 'vitest';
import { pendingStyles } from '../../../src/elements/pending-styles.ts';

const tags = ['site-header', 'site-footer', 'site-drawer', 'site-unread-badge'];

describe('the styles between upgrade and first render', () => {
  const css = pendingStyles.cssText();

  it("are site-elements.css's :not(:defined) rules as :host rules", () => {
    expect(css).not.toContain(':not(:defined)');
    for (const tag of tags) expect(css).toContain(`:host(${tag})`);
  });
});
