import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ShellViewProps } from '../../islands/shell-props.ts';

// A chrome view rendered to HTML once per site, not once per page: the
// current path only marks a link whose address it is (aria-current), so a
// page whose path is none of the view's links gets the same HTML as any other
// such page. Used for the footer, which never hydrates (renderToStaticMarkup),
// and for the header's and drawer's islands (renderToString, through
// hydration/chrome-island-renderer.ts).

interface Rendered {
  html: string;
  hrefs: ReadonlySet<string>;
}

const hrefPattern = / href="([^"]*)"/g;

const pathOf = (currentPath: string) => currentPath.split(/[?#]/, 1)[0] ?? '';

/**
 * A renderer of chrome views to HTML with `render`, each view rendered once
 * per site and `variant` (passed on to `render`).
 */
export function viewHtmlCache(render: (element: ReactElement, variant: string) => string) {
  // By view (a function or class: an object), then by its props without the path.
  const cache = new WeakMap<object, Map<string, Rendered>>();
  return function viewHtml<P extends ShellViewProps<object>>(
    View: ComponentType<P>,
    props: P,
    /** What else the HTML depends on (React's identifierPrefix, say). */
    variant = '',
  ): string {
    const byProps = cache.get(View) ?? new Map<string, Rendered>();
    cache.set(View, byProps);
    const key = `${variant}\0${JSON.stringify({ ...props, messages: undefined, currentPath: undefined })}`;
    let rendered = byProps.get(key);
    if (!rendered) {
      // Rendered for a path no link has, so that no link is marked current.
      const html = render(createElement(View, { ...props, currentPath: '' }), variant);
      const hrefs = [...html.matchAll(hrefPattern)].map((match) =>
        (match[1] ?? '').replaceAll('&amp;', '&'),
      );
      rendered = { html, hrefs: new Set(hrefs) };
      byProps.set(key, rendered);
    }
    return rendered.hrefs.has(pathOf(props.currentPath))
      ? render(createElement(View, props), variant)
      : rendered.html;
  };
}

/** The HTML of `View` with `props`, as renderToStaticMarkup makes it. */
export const staticViewHtml = viewHtmlCache((element) => renderToStaticMarkup(element));
