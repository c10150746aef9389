// The same uses of the elements in JSX, for the React and the Preact type
// tests: valid ones (attributes with their accepted values, an object
// property, typed event handlers), then a misspelt variant and a wrong detail
// field, which must not compile. `header` closes itself or wraps `children`.

export function jsxUses(children?: string): string {
  const close = children === undefined ? '  />' : `  >\n    ${children}\n  </site-header>`;
  return `export const header = (
  <site-header
    site="de-de"
    user-role="designer"
    variant="blog"
    drawers
    unreadCounts={{ messages: 3, notifications: 12 }}
    onsite-language-change={(event) => {
      const locale: string = event.detail.locale;
      if (locale === 'de-CH') event.preventDefault();
    }}
    onsite-drawer-open={(event) => console.log(event.detail.side === 'left')}
${close}
);
export const badge = <site-unread-badge kind="notifications" />;
export const misspelt = <site-header variant="wide" />;
export const wrongDetail = <site-header onsite-drawer-open={(event) => event.detail.locale} />;
`;
}
