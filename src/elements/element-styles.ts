// The elements are styled from the same CSS files as the islands, as
// constructable stylesheets adopted by each shadow root: nothing is added to
// the host page's <head>, so a Content-Security-Policy without
// 'unsafe-inline' works. One sheet object per name is shared by every element.

const sheets = new Map<string, CSSStyleSheet>();

export interface NamedStyles {
  name: string;
  cssText(): string;
}

/** Replaces the sheets a shadow root has adopted with these, in this order. */
export function adoptStyleSheets(root: ShadowRoot, styles: readonly NamedStyles[]): void {
  root.adoptedStyleSheets = styles.map(({ name, cssText }) => {
    let sheet = sheets.get(name);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText());
      sheets.set(name, sheet);
    }
    return sheet;
  });
}
