// Reading a demo page's chrome the same way whether the server or the bundle
// rendered it. Page functions: self-contained, no closures.

export interface ChromeLinks {
  /** Whether the bundle ran (the elements are defined). */
  scriptsRan: boolean;
  headerHeight: number;
  /** Each link as `href | text | aria-current | hreflang`, in document order. */
  header: string[];
  leftDrawer: string[];
  rightDrawer: string[];
  footer: string[];
}

/**
 * The links of the header bar, both drawers and the footer. The header's
 * messages and notifications links are left out: they are plain links in the
 * server's HTML and become live dropdowns once their chunk has loaded.
 */
export function chromeLinks(): ChromeLinks {
  const header = document.querySelector('site-header')?.shadowRoot ?? null;
  const drawer = (side: string): ParentNode | null =>
    document.querySelector(`site-drawer[side="${side}"]`)?.shadowRoot ??
    header?.getElementById(`site-drawer-${side}`) ??
    null;
  const links = (root: ParentNode | null | undefined): string[] =>
    [...(root?.querySelectorAll('a') ?? [])]
      .filter((link) => !/^\/(messages|notifications)\b/.test(link.getAttribute('href') ?? ''))
      .map((link) =>
        [
          link.getAttribute('href') ?? '',
          (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
          link.getAttribute('aria-current') ?? '',
          link.getAttribute('hreflang') ?? '',
        ].join(' | '),
      );
  return {
    scriptsRan: customElements.get('site-header') !== undefined,
    headerHeight: document.querySelector('site-header')?.getBoundingClientRect().height ?? 0,
    header: links(header?.querySelector('header')),
    leftDrawer: links(drawer('left')),
    rightDrawer: links(drawer('right')),
    footer: links(document.querySelector('site-footer')?.shadowRoot),
  };
}
