import { useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import shellCss from '../../islands/styles/shell.css?inline';
import hostCss from '../element-host.css?inline';
import type { ElementViewProps } from '../element-spec.ts';
import { adoptStyleSheets } from '../element-styles.ts';
import { elementViews } from './element-views.ts';

export interface MountedView {
  render(props: ElementViewProps): void;
  unmount(): void;
}

/**
 * Mounts an element's view into its shadow root. The main module left a
 * placeholder there (a <slot> showing the template's fallback markup, styled
 * as before the upgrade); it goes, and the shell's styles come, in the same
 * commit that puts the view in, so nothing blinks.
 */
export function mountView(
  container: HTMLElement | ShadowRoot,
  tag: string,
  props: ElementViewProps,
): MountedView {
  const View = elementViews[tag];
  if (!View) throw new Error(`site-elements: no view for <${tag}>`);
  const placeholders = [...container.childNodes];
  const root = createRoot(container);
  const render = (next: ElementViewProps) =>
    root.render(
      <WithoutPlaceholders root={container} nodes={placeholders}>
        <View {...next} />
      </WithoutPlaceholders>,
    );
  // The first render commits now, in the task that upgraded the element:
  // no frame shows the element defined but empty.
  flushSync(() => render(props));
  // Later changes (attributes, properties) commit at the end of the task that
  // made them, batched: the next frame shows them in every engine. Left to
  // React's scheduler they wait for a posted message, which WebKit delivers
  // a frame or two late, so a page's own change and the element's would show
  // in different frames there.
  let pending: ElementViewProps | null = null;
  let unmounted = false;
  const update = (next: ElementViewProps) => {
    const queued = pending !== null;
    pending = next;
    if (queued) return;
    queueMicrotask(() => {
      const latest = pending;
      pending = null;
      if (latest && !unmounted) flushSync(() => render(latest));
    });
  };
  return {
    render: update,
    unmount: () => {
      unmounted = true;
      root.unmount();
    },
  };
}

const viewStyles = [
  { name: 'shell', cssText: () => shellCss },
  { name: 'host', cssText: () => hostCss },
];

interface WithoutPlaceholdersProps {
  root: HTMLElement | ShadowRoot;
  nodes: ChildNode[];
  children: ReactNode;
}

/** In the view's first commit: the view's styles replace the pending ones, the view the placeholder. */
function WithoutPlaceholders({ root, nodes, children }: WithoutPlaceholdersProps) {
  useLayoutEffect(() => {
    if (root instanceof ShadowRoot) adoptStyleSheets(root, viewStyles);
    for (const node of nodes) node.remove();
  }, [root, nodes]);
  return children;
}
