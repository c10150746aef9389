// The views chunk (chunks/views-*.js): React, react-dom, the navigation model,
// the translator and every element's view, with the shell's styles. The main
// module loads it before the elements are defined and when one connects
// (loadViews in create-element-class.ts); nothing here registers an element.
// The server renderer (src/elements/server) takes its views from here too.
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { siteElementSpecs } from '../element-catalog.ts';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import { adoptStyleSheets } from '../element-styles.ts';
import { serverRendering, type ServerRendering } from '../hydration/server-rendering.ts';
import { resolveShell } from '../resolve-shell.ts';
import { shadowStyles } from '../shadow-styles.ts';
import { SiteDrawerElement } from './SiteDrawerView.tsx';
import { SiteFooterElement } from './SiteFooterView.tsx';
import { SiteHeaderElement } from './SiteHeaderView.tsx';
import { SiteUnreadBadgeElement } from './SiteUnreadBadgeView.tsx';

type SiteElementSpec = (typeof siteElementSpecs)[number];

/**
 * Each element's React view, by tag, typed with its spec's values: a tag of
 * element-catalog.ts without a view here, or a view that reads a value its
 * spec does not parse, does not compile.
 */
export const elementViews: {
  readonly [Spec in SiteElementSpec as Spec['tag']]: ComponentType<
    ElementViewProps<ElementValues<Spec>>
  >;
} = {
  'site-header': SiteHeaderElement,
  'site-footer': SiteFooterElement,
  'site-drawer': SiteDrawerElement,
  'site-unread-badge': SiteUnreadBadgeElement,
};

/**
 * The view of `tag`, where the tag is only known at run time (an element's
 * renderer, the server renderer). Its values come from parsing with the same
 * tag's spec, so they are the view's own: the one place they are taken as such.
 */
export function viewOf(tag: string): ComponentType<ElementViewProps> | undefined {
  return Object.hasOwn(elementViews, tag)
    ? (elementViews[tag as SiteElementSpec['tag']] as ComponentType<ElementViewProps>)
    : undefined;
}

export interface MountedView {
  render(props: ElementViewProps): void;
  unmount(): void;
  /**
   * Resolves once the view has the root: its first commit, and for server
   * HTML the render after hydration (the browser's own, `use-hydrated.ts`).
   * Rejects if the view failed first.
   */
  hydrated: Promise<void>;
}

/**
 * Mounts an element's view into its shadow root. Either the server rendered
 * that root for the element's values (design.md "Server-rendered elements"):
 * the view hydrates it, keeping every node, an open drawer and the focus. Or
 * the main module left a placeholder there (a <slot> showing the template's
 * fallback markup, styled as before the upgrade), or server HTML rendered for
 * other values: it goes, and the shell's styles come, in the same commit
 * that puts the view in, so nothing blinks.
 */
export function mountView(
  container: HTMLElement | ShadowRoot,
  tag: string,
  props: ElementViewProps,
): MountedView {
  const View = viewOf(tag);
  if (!View) throw new Error(`site-elements: no view for <${tag}>`);
  const server = serverRendering(container, props.host, props.values);
  const placeholders = server ? [] : [...container.childNodes];
  const serverStyles = server?.styles;
  /** The latest props not yet rendered. */
  let pending: ElementViewProps | null = null;
  // A hydrating root takes no update until its first commit: React would
  // give up the server's HTML and render the whole root again.
  let committed = !server;
  let markHydrated: () => void = () => {};
  let markBroken: (error: unknown) => void = () => {};
  const hydrated = new Promise<void>((resolve, reject) => {
    markHydrated = resolve;
    markBroken = reject;
  });
  hydrated.catch(() => {});
  const onCommit = () => {
    if (committed) return;
    committed = true;
    if (pending) queueMicrotask(flush);
    // The render after hydration (useHydrated: true) is React's next, a
    // task later; a held tap replays after it.
    setTimeout(markHydrated, 0);
  };
  const tree = (next: ElementViewProps) => (
    <WithoutPlaceholders root={container} nodes={placeholders} onCommit={onCommit}>
      <View {...next} />
    </WithoutPlaceholders>
  );
  // A view that throws takes down its own root only: the element keeps the
  // markup it had (fallback or server HTML), `ready` rejects, and the page's
  // other elements go on.
  const onUncaughtError = (error: unknown) => {
    console.error(`<${tag}>: its view failed; the element keeps the markup it had.`, error);
    markBroken(error);
    props.host?.markFailed(error);
  };
  let root: Root;
  if (server) {
    root = hydrateRoot(
      // A shadow root is a valid container (react-dom checks for a document
      // fragment too); the types only name elements and documents.
      container as unknown as Element,
      tree(serverRenderProps(tag, props, server)),
      {
        onUncaughtError,
        onRecoverableError: (error) =>
          console.error(
            `<${tag}>: its server-rendered HTML did not match; it was rendered again in the browser.`,
            error,
          ),
      },
    );
  } else {
    root = createRoot(container, { onUncaughtError });
    // The first render commits now, in the task that upgraded the element:
    // no frame shows the element defined but empty.
    flushSync(() => root.render(tree(props)));
    markHydrated();
  }
  // Later changes (attributes, properties) commit at the end of the task that
  // made them, batched: the next frame shows them in every engine. Left to
  // React's scheduler they wait for a posted message, which WebKit delivers
  // a frame or two late, so a page's own change and the element's would show
  // in different frames there.
  let unmounted = false;
  function flush() {
    const latest = pending;
    pending = null;
    if (latest && !unmounted) flushSync(() => root.render(tree(latest)));
  }
  const update = (next: ElementViewProps) => {
    const queued = pending !== null;
    pending = { ...next, serverStyles };
    if (!queued && committed) queueMicrotask(flush);
  };
  // A hydrated view then renders to the element's own values (the page's
  // path where the server knew none).
  if (server) update(props);
  return {
    render: update,
    unmount: () => {
      unmounted = true;
      root.unmount();
    },
    hydrated,
  };
}

/** What the server rendered the root with. */
function serverRenderProps(
  tag: string,
  props: ElementViewProps,
  server: ServerRendering,
): ElementViewProps {
  return {
    ...props,
    serverStyles: server.styles,
    values: server.values,
    context: resolveShell(tag, server.values),
  };
}

interface WithoutPlaceholdersProps {
  root: HTMLElement | ShadowRoot;
  nodes: ChildNode[];
  onCommit(): void;
  children: ReactNode;
}

/** In the view's first commit: the view's styles replace the pending ones, the view the placeholder. */
function WithoutPlaceholders({ root, nodes, onCommit, children }: WithoutPlaceholdersProps) {
  useLayoutEffect(() => {
    if (root instanceof ShadowRoot) adoptStyleSheets(root, shadowStyles);
    for (const node of nodes) node.remove();
    onCommit();
  }, [root, nodes, onCommit]);
  return children;
}
