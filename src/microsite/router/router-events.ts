// The parts of Astro's ClientRouter events that our behaviours use, typed
// structurally so that the behaviours can be unit-tested without Astro's
// virtual modules. The event names and fields are Astro's
// (astro:transitions/client, TransitionBeforePreparationEvent).

export interface PreparationEvent extends Event {
  readonly from: URL;
  to: URL;
  readonly direction: string;
  readonly navigationType: 'push' | 'replace' | 'traverse';
  readonly signal: AbortSignal;
  newDocument: Document;
  /** Fetches the next page into `newDocument`; replace or wrap it. */
  loader: () => Promise<void>;
}

export interface SwapEvent extends Event {
  readonly to: URL;
  /** The next page, about to replace this one. */
  readonly newDocument: Document;
  /** Puts the next page in place of this one; replace or wrap it. */
  swap: () => void;
}

export interface RouterEventMap {
  'astro:before-preparation': PreparationEvent;
  'astro:after-preparation': Event;
  'astro:before-swap': SwapEvent;
  'astro:after-swap': Event;
  'astro:page-load': Event;
}

export type RouterEventName = keyof RouterEventMap;

/** Listens to a router event on `target` (the document); returns the cleanup. */
export function onRouterEvent<Name extends RouterEventName>(
  target: EventTarget,
  name: Name,
  listener: (event: RouterEventMap[Name]) => void,
): () => void {
  const handler = (event: Event) => listener(event as RouterEventMap[Name]);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
