import { describe, expect, it } from 'vitest';
import { pendingStyles } from '../../../src/elements/pending-styles.ts';

const tags = ['site-header', 'site-footer', 'site-drawer', 'site-unread-badge'];

describe('the styles between upgrade and first render', () => {
  const css = pendingStyles.cssText();

  it("are site-elements.css's :not(:defined) rules as :host rules", () => {
    expect(css).not.toContain(':not(:defined)');
    for (const tag of tags) expect(css).toContain(`:host(${tag})`);
  });

  it('give a defined element the box the page reserved before', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const header = host.appendChild(document.createElement('x-pending-header'));
    // The same rules, applied to a stand-in host: a shadow root with the sheet.
    const root = header.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [
      (() => {
        const own = new CSSStyleSheet();
        own.replaceSync(css.replaceAll(':host(site-header)', ':host'));
        return own;
      })(),
    ];
    root.append(document.createElement('slot'));
    header.textContent = 'Designmarket';
    expect(getComputedStyle(header).display).toBe('block');
    expect(header.getBoundingClientRect().height).toBe(window.innerWidth >= 900 ? 64 : 56);
    host.remove();
  });
});
