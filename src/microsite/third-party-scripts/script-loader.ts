import type { RequestIdle } from './idle.ts';

// Third-party scripts for pages and islands (spec §4 "Third-party script
// loading strategies"):
// - post-hydrate: added as soon as it is asked for, which is after the page
//   (or the island asking) is interactive;
// - idle: added when the browser is idle;
// - off-main-thread: handed to Partytown, which runs it in a web worker and
//   fetches it through the script proxy.
// Each script is added once per id or source: a second request attaches its
// callbacks to the first, and a load or error that already happened is
// replayed to late callbacks. When the last user of a script unloads it, its
// element is removed; the script is not added again later (it already ran),
// but its outcome is still replayed.

export type ScriptStrategy = 'post-hydrate' | 'idle' | 'off-main-thread';

export interface ScriptRequest {
  /** Identifies the script; defaults to `src`. Required for inline scripts. */
  id?: string | undefined;
  src?: string | undefined;
  /** Inline code, when there is no `src`. */
  code?: string | undefined;
  strategy: ScriptStrategy;
  /** Extra attributes for the script element (`async`, `crossorigin`, `data-*`…). */
  attributes?: Record<string, string> | undefined;
  onLoad?: ((event: Event) => void) | undefined;
  onError?: ((event: Event) => void) | undefined;
}

type Outcome = { type: 'load' | 'error'; event: Event };

interface Entry {
  element: HTMLScriptElement | null;
  /** The element was added once: the script ran (or is running) and is never added again. */
  added: boolean;
  /** An idle callback will add it. */
  scheduled: boolean;
  outcome: Outcome | null;
  loadListeners: Set<(event: Event) => void>;
  errorListeners: Set<(event: Event) => void>;
  users: number;
}

export interface ScriptLoaderEnvironment {
  document: Document;
  requestIdle: RequestIdle;
  /** Makes Partytown pick up newly added `text/partytown` scripts (loading it the first time). */
  offMainThread: () => void;
  warn: (message: string) => void;
}

export interface ScriptLoader {
  /** Adds the script (once per id or source); returns the unload function. */
  load(request: ScriptRequest): () => void;
  /** The script element for an id or source, while it is on the page. */
  element(key: string): HTMLScriptElement | null;
}

export function scriptKey(request: Pick<ScriptRequest, 'id' | 'src'>): string {
  const key = request.id ?? request.src;
  if (!key) throw new Error('A script needs an id or a src.');
  return key;
}

export function createScriptLoader(environment: ScriptLoaderEnvironment): ScriptLoader {
  const entries = new Map<string, Entry>();

  const settle = (entry: Entry, outcome: Outcome) => {
    entry.outcome = outcome;
    const listeners = outcome.type === 'load' ? entry.loadListeners : entry.errorListeners;
    for (const listener of [...listeners]) listener(outcome.event);
  };

  const createElement = (request: ScriptRequest, entry: Entry): HTMLScriptElement => {
    const { document } = environment;
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(request.attributes ?? {}))
      script.setAttribute(name, value);
    if (request.id) script.id = request.id;
    script.dataset['awardsScript'] = request.strategy;
    if (request.strategy === 'off-main-thread') script.type = 'text/partytown';
    if (request.src) script.src = request.src;
    else if (request.code) script.textContent = request.code;
    script.addEventListener('load', (event) => settle(entry, { type: 'load', event }));
    script.addEventListener('error', (event) => settle(entry, { type: 'error', event }));
    return script;
  };

  const inject = (request: ScriptRequest, entry: Entry) => {
    entry.scheduled = false;
    // Unloaded before the idle callback came: a later load schedules it again.
    if (entry.users === 0 || entry.added) return;
    const script = createElement(request, entry);
    entry.element = script;
    entry.added = true;
    environment.document.body.append(script);
    if (request.strategy === 'off-main-thread') environment.offMainThread();
  };

  return {
    element: (key) => entries.get(key)?.element ?? null,
    load(request) {
      const key = scriptKey(request);
      if (!request.src && !request.code)
        throw new Error(`The script "${key}" needs a src or code.`);
      if (request.strategy === 'off-main-thread' && (request.onLoad || request.onError)) {
        environment.warn(
          `The script "${key}" runs off the main thread: its load and error callbacks are not called.`,
        );
      }
      let entry = entries.get(key);
      if (!entry) {
        entry = {
          element: null,
          added: false,
          scheduled: false,
          outcome: null,
          loadListeners: new Set(),
          errorListeners: new Set(),
          users: 0,
        };
        entries.set(key, entry);
      }
      const current = entry;
      current.users += 1;
      const { onLoad, onError } = request;
      if (onLoad) current.loadListeners.add(onLoad);
      if (onError) current.errorListeners.add(onError);

      // Replay what already happened to late callbacks, asynchronously like a real event.
      if (current.outcome) {
        const outcome = current.outcome;
        const replay = outcome.type === 'load' ? onLoad : onError;
        if (replay) queueMicrotask(() => replay(outcome.event));
      } else if (!current.added && !current.scheduled) {
        if (request.strategy === 'idle') {
          current.scheduled = true;
          environment.requestIdle(() => inject(request, current));
        } else {
          inject(request, current);
        }
      }

      let unloaded = false;
      return () => {
        if (unloaded) return;
        unloaded = true;
        if (onLoad) current.loadListeners.delete(onLoad);
        if (onError) current.errorListeners.delete(onError);
        current.users -= 1;
        if (current.users === 0) {
          current.element?.remove();
          current.element = null;
        }
      };
    },
  };
}
