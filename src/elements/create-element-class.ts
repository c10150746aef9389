import r2wc from '@r2wc/core';
import type { AttributeSpec } from './attribute-spec.ts';
import type { ElementSpec, ElementViewProps, ShellElementInstance } from './element-spec.ts';
import { checkR2wcInternals, setR2wcProps, type R2wcInternals } from './r2wc-internals.ts';
import { viewRenderer } from './view-renderer.ts';

// r2wc mounts the view into an open shadow root and re-renders it; we keep
// that and take over what it gets wrong for a template author
// (../shared/design.md §3): attribute removal, presence booleans, invalid
// JSON, properties set before upgrade, and moves in the DOM. How we hand it
// the props it renders is in r2wc-internals.ts, the one place that depends on
// r2wc's internals. Its core is used with our renderer (view-renderer.ts), which loads React
// with the views on first connect: the module that registers the elements
// stays small, and React is needed late.
interface R2wcElement extends HTMLElement, R2wcInternals {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** r2wc's core as we call it: its types want a React component where it only passes ours through. */
type R2wcCoreWithTags = (
  tag: string,
  options: { shadow: 'open'; props: Record<string, never> },
  renderer: typeof viewRenderer,
) => new () => R2wcElement;

export interface ElementClassOptions {
  /** Styles the new shadow root before anything renders (the element's box). */
  adoptStyles(root: ShadowRoot): void;
  /** Called on each connection with the element's values, e.g. to start loading its catalogue. */
  prepare?(tag: string, values: Readonly<Record<string, unknown>>): void;
  /** Called with each value as it is parsed, e.g. to seed a store the attribute feeds. */
  parsed?(property: string, value: unknown): void;
}

export function createElementClass(
  spec: ElementSpec,
  { adoptStyles, prepare, parsed }: ElementClassOptions,
): CustomElementConstructor {
  // No props for r2wc itself: it must neither parse attributes nor define
  // accessors. Its renderer gets the tag where r2wc expects a React component.
  const Base = (r2wc as unknown as R2wcCoreWithTags)(
    spec.tag,
    { shadow: 'open', props: {} },
    viewRenderer,
  );
  checkR2wcInternals(Base);
  const byAttribute = new Map<string, AttributeSpec>();
  for (const attribute of spec.attributes) {
    if (attribute.attribute) byAttribute.set(attribute.attribute, attribute);
  }

  class ShellElement extends Base implements ShellElementInstance {
    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }

    readonly ready: Promise<void>;
    #resolveReady: () => void = () => {};
    #rejectReady: (error: unknown) => void = () => {};
    #values = new Map<string, unknown>();
    #upgraded = false;

    constructor() {
      super();
      this.ready = new Promise((resolve, reject) => {
        this.#resolveReady = resolve;
        this.#rejectReady = reject;
      });
      // A page that never awaits `ready` must not see an unhandled rejection.
      this.ready.catch(() => {});
      // A server-rendered root already shows the view, styled by its own
      // <link> or <style>: the view hydrates it (views/mount-view.tsx).
      if (this.shadowRoot && !this.shadowRoot.hasChildNodes()) {
        adoptStyles(this.shadowRoot);
        // Until the views chunk renders, the template's fallback markup shows.
        if (spec.showsFallback) this.shadowRoot.append(document.createElement('slot'));
      }
      this.#publish(false);
    }

    /**
     * r2wc's constructor attaches the shadow root. On an element whose HTML
     * brought a declarative one, attachShadow() would empty it: keep it.
     * (Runs inside super(), before this class's fields exist.)
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    markRendered(): void {
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

    override connectedCallback(): void {
      if (!this.#upgraded) {
        this.#upgraded = true;
        this.#applyPropertiesSetBeforeUpgrade();
      }
      prepare?.(spec.tag, Object.fromEntries(this.#values));
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // A move is a removal and an insertion in the same task: wait, and only
      // unmount React if the element really left the document.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
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
      this.#publish(true);
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
      this.#publish(true);
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

    #publish(render: boolean): void {
      const props: ElementViewProps = { values: Object.fromEntries(this.#values), host: this };
      setR2wcProps(this, props as unknown as Record<string, unknown>, render);
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
