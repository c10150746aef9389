// A server-rendered element carries, in `data-rendered-for`, a key of the
// values its HTML was rendered from. The browser compares it with the
// element's own values when the view mounts: equal, the view hydrates the
// server's shadow root; different (a stale cached fragment, an attribute
// changed before the upgrade), it renders to its values instead.

import { fnv1a } from '../lib/fnv1a.ts';

export const renderedForAttribute = 'data-rendered-for';

/** A hash of the values in a fixed order (FNV-1a): short, stable, the same in Node and the browser. */
export function renderedForKey(values: Readonly<Record<string, unknown>>): string {
  const text = JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key]]),
  );
  return fnv1a(text).toString(36);
}

/**
 * The values a server renders an element's view with: without a
 * `current-path` it cannot know the page, so it marks no link current (the
 * browser then marks it once hydrated).
 */
export function serverRenderValues(
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  return 'currentPath' in values ? values : { ...values, currentPath: '' };
}
