import type * as ViewsModule from './views/views.chunk.ts';

export type ElementViews = typeof ViewsModule;

let loading: Promise<ElementViews> | null = null;

/**
 * The views chunk: React, react-dom and every element's view. The main module
 * only registers the elements, so a page pays for React once an element is on
 * it, and fetches this chunk alongside the language's catalogue. Loaded once
 * per page; after a failed load the next element that mounts tries again.
 */
export function loadViews(): Promise<ElementViews> {
  loading ??= import('./views/views.chunk.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
