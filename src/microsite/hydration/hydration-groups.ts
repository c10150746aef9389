// Islands that hydrate together. The header's menu button opens the drawer
// through a shared store once React runs, so the header must never run React
// while the drawer does not: they are one group, and the first interaction
// with any member hydrates every member. Once a group has started, an island
// that joins it later (a new page's chrome after a language switch) hydrates
// at once. Kept on the window, which outlives the router's page swaps.

export type Hydrate = () => void;

interface Group {
  started: boolean;
  /** Waiting members, by island: an island the router moves joins again and replaces itself. */
  waiting: Map<HTMLElement, Hydrate>;
}

const groupsKey: unique symbol = Symbol.for('best-design-awards.hydration-groups.v1');

type GroupsHolder = typeof globalThis & { [groupsKey]?: Map<string, Group> };

function group(name: string): Group {
  const holder = globalThis as GroupsHolder;
  const groups = (holder[groupsKey] ??= new Map());
  let found = groups.get(name);
  if (!found) {
    found = { started: false, waiting: new Map() };
    groups.set(name, found);
  }
  return found;
}

/** Whether the group has hydrated (or begun to). */
export function hasStarted(name: string): boolean {
  return group(name).started;
}

/** Adds `island` to the group: `hydrate` runs when the group starts, or now if it has. */
export function joinGroup(name: string, island: HTMLElement, hydrate: Hydrate): void {
  const joined = group(name);
  if (joined.started) hydrate();
  else joined.waiting.set(island, hydrate);
}

/** Hydrates every member of the group, once. */
export function startGroup(name: string): void {
  const started = group(name);
  if (started.started) return;
  started.started = true;
  const members = [...started.waiting.values()];
  started.waiting.clear();
  for (const hydrate of members) hydrate();
}
