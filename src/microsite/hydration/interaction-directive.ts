import type { ClientDirective } from 'astro';
import { claimEarlyInteractions } from './early-interactions.ts';
import { watchFirstInteraction, type FirstInteraction } from './first-interaction.ts';
import { hasStarted, joinGroup, startGroup } from './hydration-groups.ts';

// `client:interaction="<group>"`: the island stays server-rendered HTML, and
// React is not even downloaded, until the visitor interacts with it or with
// another island of its group. Registered by src/microsite/build/
// microsite-integration.ts; Astro inlines it into the pages that use it, and
// the build moves it with the island runtime into a file that the page adds
// on the first interaction with an island (IslandRuntime.astro).

/** The watcher of each waiting island (the router moves persisted islands, which runs this again). */
const watchers = new WeakMap<HTMLElement, FirstInteraction>();

const interactionDirective: ClientDirective = (load, options, island) => {
  const group = options.value || options.name;
  watchers.get(island)?.stop();
  watchers.delete(island);
  if (!hasStarted(group)) {
    watchers.set(
      island,
      watchFirstInteraction(island, () => startGroup(group), claimEarlyInteractions(island)),
    );
  }
  const hydrate = async () => {
    try {
      await (
        await load()
      )();
    } finally {
      watchers.get(island)?.replay();
      watchers.delete(island);
    }
  };
  joinGroup(group, island, () => void hydrate());
};

export default interactionDirective;
