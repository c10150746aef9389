import type { ReactNode } from 'react';
import shellCss from '../../../src/islands/styles/shell.css?inline';
import { render, type Rendered } from './render.tsx';

/**
 * Renders into an open shadow root styled by a constructable stylesheet built
 * from the shell CSS, as the element layer of issue 4 will.
 */
export async function renderInShadow(node: ReactNode): Promise<Rendered & { host: HTMLElement }> {
  const host = document.createElement('div');
  host.className = 'test-shadow-host';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(shellCss);
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  shadow.append(container);
  const rendered = await render(node, container);
  return {
    ...rendered,
    host,
    unmount: async () => {
      await rendered.unmount();
      host.remove();
    },
  };
}
