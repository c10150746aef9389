import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../../src/islands/styles/shell.css';
import './test-page.css';

// Real browser events arrive outside React's act(), as on a real page: tests
// render synchronously and then wait for React's scheduled work (`settle`),
// instead of wrapping updates in act().

export interface Rendered {
  container: HTMLElement;
  root: Root;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

const mounted = new Set<Rendered>();

/** Renders into a fresh container in the document with `react-dom/client`. */
export async function render(
  node: ReactNode,
  container = document.createElement('div'),
): Promise<Rendered> {
  if (!container.isConnected) document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(node));
  await settle();
  const rendered: Rendered = {
    container,
    root,
    rerender: async (next) => {
      flushSync(() => root.render(next));
      await settle();
    },
    unmount: async () => {
      root.unmount();
      container.remove();
      mounted.delete(rendered);
      await settle();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts everything `render` mounted (call in afterEach). */
export async function cleanup(): Promise<void> {
  for (const rendered of [...mounted]) await rendered.unmount();
}

/** Waits `ms`, then two animation frames, so React effects and layout have run. */
export async function settle(ms = 0): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
