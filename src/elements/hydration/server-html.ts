import { pagePainted } from '../../lib/after-first-paint.ts';
import type { ElementViewProps } from '../element-spec.ts';
import { keepServerCountsLive } from '../live-counts/server-counts.ts';
import { renderedForAttribute } from '../rendered-for.ts';
import { openDropdownsEarly } from './early-dropdowns.ts';

// What server-rendered HTML does before the views hydrate it, without React
// (issue 37): its dropdowns open at a tap, and a signed-in page's counts stay
// live. Links and the drawers' invoker commands need no script at all. A
// signed-in header from a shared cache (the user slots: its host names no
// values of its own) shows the page's slots for the user's bits until the
// views take it over once the page has painted, as they always have, to show
// the user themselves and keep its counts live (islands/user-slots.ts).

export interface ServerHtml {
  /** When the views hydrate without waiting for the reader (null: only at the reader's intent). */
  hydrateAfter: Promise<void> | null;
  /** The views are about to hydrate the HTML: they take it over from here. */
  hydrating(): void;
  /** The element left the page. */
  disconnected(): void;
}

/** Makes `host`'s server-rendered `root` work before the views load. */
export function keepServerHtmlWorking(
  host: HTMLElement,
  root: ShadowRoot,
  props: ElementViewProps,
): ServerHtml {
  const stopDropdowns = openDropdownsEarly(root);
  const counts = keepServerCountsLive(host, root, props);
  const sharedRoot =
    props.context.role !== 'logged-out' && !host.hasAttribute(renderedForAttribute);
  return {
    hydrateAfter: sharedRoot ? pagePainted() : null,
    hydrating() {
      stopDropdowns();
      counts.hydrating();
    },
    disconnected() {
      stopDropdowns();
      counts.disconnected();
    },
  };
}
