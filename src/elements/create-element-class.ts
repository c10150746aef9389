import type { AttributeSpec } from './attribute-spec.ts';
import type { ElementSpec, ElementViewProps, ShellElementInstance } from './element-spec.ts';
import { holdClicks } from './hydration/held-clicks.ts';
import { serverRendering } from './hydration/server-rendering.ts';
import { whenReaderReaches } from './hydration/reader-intent.ts';
import type { ServerHtml } from './hydration/server-html.ts';
import { announceLanguageChoices } from './language-choices.ts';
import { resolveShell, type ShellContext } from './resolve-shell.ts';
import type * as ViewsModule from './views/views.chunk.tsx';

// Our own element class, on HTMLElement: it parses its attributes and
// properties (../shared/design.md §3: removal, presence booleans, bad values
// logged, properties set before upgrade, moves in the DOM), resolves the page
// context once per update, and mounts its React view into an open shadow
// root from the lazily loaded views chunk, so that the module that registers
// the elements stays small and React is needed late. (This is what
// @r2wc/core did for us, through its private symbols: README "Private
// internals of libraries".)
//
// The elements are defined as soon as the module runs, so that a framework's
// first render meets a defined element and sets its properties (an object
// included) rather than an attribute. Until its view renders, an element
// shows what it had: the template's fallback markup, in the box
// site-elements.css reserved (pending-styles.ts), or the server's HTML, which
// the view hydrates when the reader first reaches for it (hydration/).

export type ElementViews = typeof ViewsModule;

let loadingViews: Promise<ElementViews> | null = null;

/**
 * The views chunk: React, react-dom and every element's view. Fetched
 * alongside the language's catalogue before the elements are defined
 * (prepare-shell.ts), and when an element mounts. Loaded once per page; after
 * a failed load the next element that mounts tries again.
 */
export function loadViews(): Promise<ElementViews> {
  loadingViews ??= import('./views/views.chunk.tsx').catch((error: unknown) => {
    loadingViews = null;
    throw error;
  });
  return loadingViews;
}

export interface ElementClassOptions {
  /** Styles the new shadow root before anything renders (the element's box). */
  adoptStyles(root: ShadowRoot): void;
  /**
   * Called with the element's context as its view is about to be mounted,
   * e.g. to load its catalogue; the view mounts once this has settled, so
   * that its first render is its content, not a loading state.
   */
  prepare?(context: ShellContext): Promise<unknown>;
  /** Called with each value as it is parsed, e.g. to seed a store the attribute feeds. */
  parsed?(property: string, value: unknown): void;
  /**
   * While the element shows the server's HTML, before its view hydrates it:
   * what keeps that HTML working without React (hydration/server-html.ts).
   */
  keepServerHtml?(host: HTMLElement, root: ShadowRoot, props: ElementViewProps): ServerHtml;
}

export function createElementClass(
  spec: ElementSpec,
  { adoptStyles, prepare, parsed, keepServerHtml }: ElementClassOptions,
): CustomElementConstructor {
  const byAttribute = new Map<string, AttributeSpec>();
  for (const attribute of spec.attributes) {
    if (attribute.attribute) byAttribute.set(attribute.attribute, attribute);
  }

  class ShellElement extends HTMLElement implements ShellElementInstance {
    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }

    readonly ready: Promise<void>;
    #resolveReady: () => void = () => {};
    #rejectReady: (error: unknown) => void = () => {};
    #values = new Map<string, unknown>();
    #upgraded = false;
    /** The server rendered the shadow root (declarative shadow DOM): the view hydrates it, later. */
    readonly #serverRendered: boolean;
    /** While a server-rendered element waits for the reader: stops waiting. */
    #stopWaiting: (() => void) | null = null;
    /** Until its view hydrates it: what keeps the server's HTML working. */
    #serverHtml: ServerHtml | null = null;
    #stopLanguageChoices: (() => void) | null = null;
    /** While pending: custom state `pending` (`site-header:state(pending)`), until its view renders. */
    readonly #internals: ElementInternals;
    /** The props of the current values; null when a value changed since. */
    #latest: ElementViewProps | null = null;
    /** While the element is in the document: its view (`current` stays null until the chunk is in). */
    #view: { current: ViewsModule.MountedView | null } | null = null;

    constructor() {
      super();
      this.ready = new Promise((resolve, reject) => {
        this.#resolveReady = resolve;
        this.#rejectReady = reject;
      });
      // A page that never awaits `ready` must not see an unhandled rejection.
      this.ready.catch(() => {});
      // A server-rendered root (declarative shadow DOM) already shows the
      // view, styled by its own <link> or <style>: keep it, the view hydrates
      // it (views/views.chunk.tsx). attachShadow() would empty it.
      this.#internals = this.attachInternals();
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this.#serverRendered = root.hasChildNodes();
      if (!this.#serverRendered) {
        adoptStyles(root);
        // Until the views chunk renders, the template's fallback markup shows.
        if (spec.showsFallback) root.append(document.createElement('slot'));
        setState(this.#internals, 'pending', true);
      }
    }

    markRendered(): void {
      setState(this.#internals, 'pending', false);
      this.#resolveReady();
    }

    markFailed(error: unknown): void {
      this.#rejectReady(error);
    }

    emit(name: string, detail?: unknown, options: { cancelable?: boolean } = {}): boolean {
      return this.dispatchEvent(
        new CustomEvent(name, {
          detail,
          bubbles: true,
          composed: true,
          cancelable: options.cancelable ?? false,
        }),
      );
    }

    connectedCallback(): void {
      if (!this.#upgraded) {
        this.#upgraded = true;
        this.#applyPropertiesSetBeforeUpgrade();
      }
      const root = this.shadowRoot;
      if (root) this.#stopLanguageChoices ??= announceLanguageChoices(this, root);
      // Moved within one task: still mounted (or still waiting), nothing changed.
      if (this.#view || this.#stopWaiting) return;
      // Fallback markup, or server HTML made for other values (a stale cached
      // fragment, an attribute changed before the upgrade, another version):
      // the view renders now.
      if (!this.#serverRendered || !root || !serverRendering(root, this, this.#props().values)) {
        this.#mount();
        return;
      }
      // The server's HTML works as it is (so the element is ready): hydrate
      // it when the reader reaches for it (or, for a shared signed-in root,
      // once the page has painted: hydration/server-html.ts).
      this.markRendered();
      this.#serverHtml = keepServerHtml?.(this, root, this.#props()) ?? null;
      this.#stopWaiting = whenReaderReaches(this, () => this.#hydrateNow());
      void this.#serverHtml?.hydrateAfter?.then(() => this.#hydrateNow());
    }

    disconnectedCallback(): void {
      // A move is a removal and an insertion in the same task: wait, and only
      // unmount React if the element really left the document.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#stopLanguageChoices?.();
        this.#stopLanguageChoices = null;
        this.#stopWaiting?.();
        this.#stopWaiting = null;
        this.#serverHtml?.disconnected();
        this.#serverHtml = null;
        if (!this.#view) return;
        this.#view.current?.unmount();
        this.#view = null;
      });
    }

    /** Stops waiting and hydrates the server's HTML (once). */
    #hydrateNow(): void {
      if (!this.#stopWaiting || !this.isConnected) return;
      this.#stopWaiting();
      this.#stopWaiting = null;
      this.#mount();
    }

    /** `moveBefore()` keeps the element connected: nothing to do. */
    connectedMoveCallback(): void {}

    attributeChangedCallback(name: string, _old: string | null, text: string | null): void {
      const attribute = byAttribute.get(name);
      if (!attribute) return;
      if (text === null) {
        this.#values.delete(attribute.property);
      } else {
        const result = attribute.fromAttribute(text);
        if (result.ok) this.#set(attribute, result.value);
        else {
          this.#values.delete(attribute.property);
          reportBadValue(spec.tag, `attribute "${name}"`, text, result.expected, attribute);
        }
      }
      this.#update();
    }

    setProperty(attribute: AttributeSpec, value: unknown): void {
      if (value === undefined || value === null) {
        this.#values.delete(attribute.property);
      } else {
        const result = attribute.fromProperty(value);
        if (result.ok) this.#set(attribute, result.value);
        else {
          this.#values.delete(attribute.property);
          reportBadValue(
            spec.tag,
            `property "${attribute.property}"`,
            value,
            result.expected,
            attribute,
          );
        }
      }
      this.#update();
    }

    #set(attribute: AttributeSpec, value: unknown): void {
      this.#values.set(attribute.property, value);
      parsed?.(attribute.property, value);
    }

    getProperty(attribute: AttributeSpec): unknown {
      return this.#values.get(attribute.property);
    }

    /** A page may set properties before the bundle has loaded; they would shadow our accessors. */
    #applyPropertiesSetBeforeUpgrade(): void {
      for (const attribute of spec.attributes) {
        if (Object.prototype.hasOwnProperty.call(this, attribute.property)) {
          const value: unknown = Reflect.get(this, attribute.property);
          Reflect.deleteProperty(this, attribute.property);
          this.setProperty(attribute, value);
        }
      }
    }

    /** The view's props: the values as parsed, and the context they resolve to, once per change. */
    #props(): ElementViewProps {
      if (!this.#latest) {
        const values = Object.fromEntries(this.#values);
        this.#latest = { values, context: resolveShell(spec.tag, values), host: this };
      }
      return this.#latest;
    }

    /**
     * After a value changed: renders a mounted view again (one still loading
     * mounts with the latest). The server's HTML no longer shows the element's
     * values: it is hydrated now.
     */
    #update(): void {
      this.#latest = null;
      this.#view?.current?.render(this.#props());
      this.#hydrateNow();
    }

    /**
     * Waits for the views chunk and what the view needs first (prepare), then
     * mounts this element's view into its shadow root. A tap on a control of
     * server HTML meanwhile is held and replayed once the view has it.
     */
    #mount(): void {
      const view: { current: ViewsModule.MountedView | null } = { current: null };
      this.#view = view;
      const root = this.shadowRoot;
      const held = this.#serverRendered && root ? holdClicks(root) : null;
      const fail = (error: unknown, what: string) => {
        held?.cancel();
        console.error(`<${spec.tag}>: ${what}; the element keeps the markup it had.`, error);
        this.markFailed(error);
      };
      const prepared = prepare?.(this.#props().context).catch(() => {});
      Promise.all([loadViews(), prepared]).then(
        ([views]) => {
          if (this.#view !== view || !root) return held?.cancel();
          try {
            this.#serverHtml?.hydrating();
            // Values may have changed while the chunk loaded: mount with the latest.
            view.current = views.mountView(root, spec.tag, this.#props());
            if (held)
              view.current.hydrated.then(
                () => held.release(),
                () => held.cancel(),
              );
          } catch (error) {
            fail(error, 'its view could not mount');
          }
        },
        (error: unknown) => fail(error, 'site-elements could not load its views chunk'),
      );
    }
  }

  for (const attribute of spec.attributes) {
    Object.defineProperty(ShellElement.prototype, attribute.property, {
      configurable: true,
      enumerable: true,
      get(this: ShellElement) {
        return this.getProperty(attribute);
      },
      set(this: ShellElement, value: unknown) {
        this.setProperty(attribute, value);
      },
    });
  }

  return ShellElement;
}

/** Sets or clears a custom state (`:state(name)`); a browser without them (before 2024) skips it. */
function setState(internals: ElementInternals, name: string, on: boolean): void {
  const states = internals.states as CustomStateSet | undefined;
  if (!states) return;
  if (on) states.add(name);
  else states.delete(name);
}

function reportBadValue(
  tag: string,
  where: string,
  value: unknown,
  expected: string,
  attribute: AttributeSpec,
): void {
  const shown = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  console.error(
    `<${tag}>: ${where} has the bad value ${shown}; expected ${expected}. Using the default (${attribute.defaultText}).`,
  );
}
