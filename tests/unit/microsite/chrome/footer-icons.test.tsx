import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../../src/islands/icons/Icon.tsx';
import { filledIcons } from '../../../../src/islands/icons/icon-paths.ts';
import { readFileSync } from 'node:fs';
import {
  socialIconNames,
  socialIconsSvg,
  withMaskedIcons,
} from '../../../../src/microsite/chrome/footer-icons.ts';

// Issue 21: the footer's social icons are a CSS mask over one file of glyphs,
// not inline paths in every page (bytes) nor an SVG <use> into a file fetched
// before the first paint (LCP); the other icons stay inline.

describe("the microsite footer's social icons", () => {
  it("become an empty element of the same classes with its glyph's index; other icons stay inline", () => {
    const html =
      renderToStaticMarkup(<Icon name="twitter" size={20} />) +
      renderToStaticMarkup(<Icon name="menu" />);
    const rewritten = withMaskedIcons(html);
    expect(rewritten).toContain(
      `<span class="site-icon site-mask-icon" style="--glyph:${socialIconNames.indexOf('twitter')}"></span>`,
    );
    expect(rewritten).not.toContain(filledIcons.twitter);
    expect(rewritten).toContain('<path d="M4 6h16M4 12h16M4 18h16"></path>');
  });

  it('leave an icon of another size inline, since the rule draws 20 px', () => {
    const html = renderToStaticMarkup(<Icon name="youtube" size={24} />);
    expect(withMaskedIcons(html)).toBe(html);
  });

  it("come from one file of 24-unit cells, which the stylesheet shifts to the glyph's cell, in the link colour, also in forced colours", () => {
    const svg = socialIconsSvg();
    expect(socialIconNames).toEqual(Object.keys(filledIcons));
    expect(svg).toContain(`viewBox="0 0 ${24 * socialIconNames.length} 24"`);
    socialIconNames.forEach((name, index) => {
      expect(svg).toContain(
        `<path transform="translate(${24 * index})" d="${filledIcons[name]}"/>`,
      );
    });
    const css = readFileSync(
      new URL('../../../../src/microsite/styles/social-icons.css', import.meta.url),
      'utf8',
    ).replace(/\s+/g, ' ');
    // At 20 px a cell is 20 px wide: glyph n starts n × 20 px into the row.
    expect(css).toContain(
      `mask: url(../assets/social-icons.svg) calc(var(--glyph) * -20px) 0 / ${20 * socialIconNames.length}px 20px no-repeat;`,
    );
    expect(css).toContain('width: 20px; height: 20px; background-color: currentColor;');
    expect(css).toMatch(/@media \(forced-colors: active\) \{[^}]*background-color: LinkText;/);
  });

  it('are the build asset that the layout refers to (written by `--update` when a glyph changes)', async () => {
    await expect(socialIconsSvg()).toMatchFileSnapshot(
      '../../../../src/microsite/assets/social-icons.svg',
    );
  });
});
