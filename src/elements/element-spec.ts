import type { AttributeSpec, ValuesOf } from './attribute-spec.ts';
import type { ShellContext } from './resolve-shell.ts';
import type { ElementExample } from './element-example.ts';

/**
 * The one description of an element: what it reads, emits and exposes. What it
 * renders is its React view in views/ (the lazily loaded chunk), by tag. A
 * spec made with `elementSpec()` keeps its tag and its attributes' names and
 * value types in its type (server/attribute-types.ts reads them).
 */
export interface ElementSpec<
  Tag extends string = string,
  Attribute extends AttributeSpec = AttributeSpec,
> {
  tag: Tag;
  /** One or two sentences for the manifest and the docs. */
  description: string;
  attributes: readonly Attribute[];
  events: readonly { name: string; description: string; detail: string }[];
  parts: readonly { name: string; description: string }[];
  cssProperties: readonly { name: string; description: string; default: string }[];
  /**
   * Its examples (src/elements/element-example.ts), each attribute typed from
   * this spec: the docs, the demo index, the workbench and the browser tests
   * read them. The first is the docs' example.
   */
  examples: readonly ElementExample<Attribute>[];
  /**
   * Whether the template's fallback markup (the element's children) shows
   * until the view has its catalogue. Not for drawers: they are closed, and
   * showing their links for a moment would push the page down and back.
   */
  showsFallback: boolean;
}

/** An element's spec, checked as an `ElementSpec` with its tag and attributes' types kept. */
export function elementSpec<Tag extends string, Attribute extends AttributeSpec>(
  spec: ElementSpec<Tag, Attribute> & { examples: readonly ElementExample<NoInfer<Attribute>>[] },
): ElementSpec<Tag, Attribute> {
  return spec;
}

/** The values an element parses from its attributes and properties, typed from its spec. */
export type ElementValues<Spec extends ElementSpec> =
  Spec extends ElementSpec<string, infer Attribute> ? ValuesOf<Attribute> : never;

/** What the element passes to its view: its values, typed from its spec (`ElementValues`). */
export interface ElementViewProps<Values extends object = Readonly<Record<string, unknown>>> {
  /** Values set through attributes or properties; undefined means "use the default". */
  values: Values;
  /**
   * The page context those values resolve to (resolve-shell.ts), resolved
   * once per update by the element, or by the server renderer, and handed down.
   */
  context: ShellContext;
  /** The element; null when the view renders on the server (src/elements/server). */
  host: ShellElementInstance | null;
  /**
   * How a server-rendered root (design.md "Server-rendered elements") holds
   * its styles: a <link> to the shadow stylesheet, or the same text in a
   * <style>. The view renders the same element, so hydration matches.
   */
  serverStyles?: ServerStyles | undefined;
}

export type ServerStyles = ({ kind: 'link'; href: string } | { kind: 'inline' }) & {
  /**
   * A shadow root rendered on its own, for a host the page wrote itself (the
   * user slots, islands/user-slots.ts), names its values and version on its
   * stylesheet: the host cannot carry them (rendered-for.ts).
   */
  mark?: { renderedFor: string; version: string };
};

export interface ShellElementInstance extends HTMLElement {
  /** Resolves once the element has rendered its view for the first time; rejects if it cannot. */
  readonly ready: Promise<void>;
  /** Called when the element cannot render (its views did not load): `ready` rejects with `error`. */
  markFailed(error: unknown): void;
  /** Called by the view once its content is on screen. */
  markRendered(): void;
  /** Dispatches a `site-…` event that bubbles and crosses shadow roots; false if cancelled. */
  emit(name: string, detail?: unknown, options?: { cancelable?: boolean }): boolean;
}
