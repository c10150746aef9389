// A server-rendered element carries, in `data-rendered-for`, a key of the
// values its HTML was rendered from. The browser compares it with the
// element's own values when the view mounts: equal, the view hydrates the
// server's shadow root; different (a stale cached fragment, an attribute
// changed before the upgrade), it renders to its values instead.

import { fnv1a } from '../lib/fnv1a.ts';

export const renderedForAttribute = 'data-rendered-for';

/**
 * The package version that rendered the element. A bundle of another version
 * renders the element to its own values instead of hydrating HTML it did not
 * make (labels and markup may differ between versions).
 */
export const versionAttribute = 'data-site-shell-version';

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

/** The values that are one user's own: a user-slots render leaves them to the page (islands/user-slots.ts). */
export const personalValues = ['userId', 'displayName', 'unreadCounts'] as const;
/** Their attributes: a fragment with any of them is never publicly cacheable. */
export const personalAttributes: readonly string[] = ['user-id', 'display-name', 'unread-counts'];

/** Marks the values of a user-slots render. Not an attribute: only the server renderer sets it. */
const userSlotsMark = 'userSlots';

/**
 * The values of the shared render of a signed-in chrome: without the user's
 * own, marked so that the views render slots in their place. The browser
 * computes the same to recognise such a root (views/views.chunk.tsx).
 */
export function userSlotsValues(
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const shared = Object.entries(values).filter(
    ([name]) => !(personalValues as readonly string[]).includes(name),
  );
  return Object.fromEntries([...shared, [userSlotsMark, true]]);
}

/** Whether values are those of a user-slots render. */
export function isUserSlotsRender(values: object): boolean {
  return (values as Record<string, unknown>)[userSlotsMark] === true;
}
