import type { EarlierInteraction } from './first-interaction.ts';

// The interactions IslandRuntime.astro noted before the island runtime ran:
// taken from the page once (its listeners removed), then given to the island
// that contains each of them.

interface PageRecord {
  types: string[];
  /** The last event's target of each type, by type. */
  last: Record<string, EventTarget | null>;
  listen: (event: Event) => void;
}

declare global {
  interface Window {
    awardsEarlyInteraction?: PageRecord;
  }
}

/** `undefined` until taken from the page; then the interactions no island has claimed yet. */
let unclaimed: EarlierInteraction[] | undefined;

function takeFromPage(): EarlierInteraction[] {
  const early = window.awardsEarlyInteraction;
  if (!early) return [];
  delete window.awardsEarlyInteraction;
  for (const type of early.types) removeEventListener(type, early.listen, true);
  return Object.entries(early.last).flatMap(([type, target]) =>
    target instanceof Element ? [{ type, target }] : [],
  );
}

/** The interactions made inside `island` before the runtime ran (each one once). */
export function claimEarlyInteractions(island: HTMLElement): EarlierInteraction[] {
  unclaimed ??= takeFromPage();
  const mine = unclaimed.filter(({ target }) => island.contains(target));
  unclaimed = unclaimed.filter((interaction) => !mine.includes(interaction));
  return mine;
}
