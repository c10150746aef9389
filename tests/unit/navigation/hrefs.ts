import type { HeaderAction, NavEntry } from '../../../src/navigation/index.ts';

// Helpers that turn models into plain lists, so tests compare against the
// route lists of the spec, typed in by hand.

/** The hrefs of entries in display order, groups flattened. */
export function hrefs(entries: readonly (NavEntry | HeaderAction)[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'group') return hrefs(entry.items);
    if (entry.kind === 'avatar') return [entry.src];
    return [entry.href];
  });
}

/** The entries as a nested outline: a group becomes `{ group: [hrefs] }`. */
export function outline(entries: readonly NavEntry[]): (string | Record<string, string[]>)[] {
  return entries.map((entry) =>
    entry.kind === 'group' ? { [entry.id]: hrefs(entry.items) } : entry.href,
  );
}
