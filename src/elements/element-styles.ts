// The elements are styled from the same CSS files as the islands, as
// constructable stylesheets adopted by each shadow root: nothing is added to
// the host page's <head>, so a Content-Security-Policy without
// 'unsafe-inline' works. One sheet object is shared by every element.

let sheet: CSSStyleSheet | null = null;

export function createStyleAdopter(cssText: () => string): (root: ShadowRoot) => void {
  return (root) => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText());
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}
