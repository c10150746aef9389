import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../../src/islands/icons/Icon.tsx';
import { filledIcons } from '../../../../src/islands/icons/icon-paths.ts';
import {
  footerIconsFile,
  footerIconsSvg,
  withExternalIcons,
} from '../../../../src/microsite/chrome/footer-icons.ts';

// Issue 21: the footer's social icons come from one SVG file, not as inline
// paths in every page; the other icons stay inline.

describe("the footer's icons", () => {
  it('refer to a symbol of the file for each social icon, and leave other icons inline', () => {
    const html =
      renderToStaticMarkup(<Icon name="facebook" />) + renderToStaticMarkup(<Icon name="menu" />);
    const rewritten = withExternalIcons(html);
    expect(rewritten).toContain(`<use href="${footerIconsFile}#icon-facebook"></use>`);
    expect(rewritten).not.toContain(filledIcons.facebook);
    expect(rewritten).toContain('<path d="M4 6h16M4 12h16M4 18h16"></path>');
  });

  it('has a symbol for every icon it replaces', () => {
    const svg = footerIconsSvg();
    for (const [name, path] of Object.entries(filledIcons)) {
      expect(svg).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24"><path d="${path}"/>`);
    }
  });
});
