import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { AttributeSpec } from './attribute-spec.ts';
import type { ElementSpec, ElementViewProps, ShellElementInstance } from './element-spec.ts';

// r2wc mounts the React view into an open shadow root and re-renders it; we
// keep that and take over what it gets wrong for a template author
// (../shared/design.md §3): attribute removal, presence booleans, invalid
// JSON, properties set before upgrade, and moves in the DOM. r2wc keys its
// internals with registered symbols, which is what lets us reach them here.
const r2wcProps = Symbol.for('r2wc.props');
const r2wcRender = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [r2wcProps]: Record<string, unknown>;
  [r2wcRender](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export function createElementClass(
  spec: ElementSpec,
  adoptStyles: (root: ShadowRoot) => void,
): CustomElementConstructor {
  // No props for r2wc itself: it must neither parse attributes nor define accessors.
  const Base = r2wc(spec.view as ComponentType<object>, {
    shadow: 'open',
    props: {},
  }) as unknown as {
    new (): R2wcElement;
  };
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
    #values = new Map<string, unknown>();
    #upgraded = false;

    constructor() {
      super();
      this.ready = new Promise((resolve) => {
        this.#resolveReady = resolve;
      });
      if (this.shadowRoot) adoptStyles(this.shadowRoot);
      this.#publish(false);
    }

    markRendered(): void {
      this.#resolveReady();
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
        const parsed = attribute.fromAttribute(text);
        if (parsed.ok) this.#values.set(attribute.property, parsed.value);
        else {
          this.#values.delete(attribute.property);
          reportBadValue(spec.tag, `attribute "${name}"`, text, parsed.expected, attribute);
        }
      }
      this.#publish(true);
    }

    setProperty(attribute: AttributeSpec, value: unknown): void {
      if (value === undefined || value === null) {
        this.#values.delete(attribute.property);
      } else {
        const parsed = attribute.fromProperty(value);
        if (parsed.ok) this.#values.set(attribute.property, parsed.value);
        else {
          this.#values.delete(attribute.property);
          reportBadValue(
            spec.tag,
            `property "${attribute.property}"`,
            value,
            parsed.expected,
            attribute,
          );
        }
      }
      this.#publish(true);
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
      this[r2wcProps] = props as unknown as Record<string, unknown>;
      if (render) this[r2wcRender]();
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
