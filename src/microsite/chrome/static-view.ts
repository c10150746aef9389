import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ShellViewProps } from '../../islands/shell-props.ts';

// A view that never hydrates (the footer) rendered to HTML once per site,
// not once per page: the current path only marks a link whose address it is
// (aria-current), so a page whose path is none of the view's links gets the
// same HTML as any other such page.

interface Rendered {
  html: string;
  hrefs: ReadonlySet<string>;
}

// By view (a function or class: an object), then by its props without the path.
const cache = new WeakMap<object, Map<string, Rendered>>();

const hrefPattern = / href="([^"]*)"/g;

const pathOf = (currentPath: string) => currentPath.split(/[?#]/, 1)[0] ?? '';

/** The HTML of `View` with `props`, as renderToStaticMarkup makes it. */
export function staticViewHtml<P extends ShellViewProps>(View: ComponentType<P>, props: P): string {
  const render = () => renderToStaticMarkup(createElement(View, props));
  const byProps = cache.get(View) ?? new Map<string, Rendered>();
  cache.set(View, byProps);
  const key = JSON.stringify({ ...props, messages: undefined, currentPath: undefined });
  let rendered = byProps.get(key);
  if (!rendered) {
    // Rendered for a path no link has, so that no link is marked current.
    const html = renderToStaticMarkup(createElement(View, { ...props, currentPath: '' }));
    const hrefs = [...html.matchAll(hrefPattern)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    );
    rendered = { html, hrefs: new Set(hrefs) };
    byProps.set(key, rendered);
  }
  return rendered.hrefs.has(pathOf(props.currentPath)) ? render() : rendered.html;
}
