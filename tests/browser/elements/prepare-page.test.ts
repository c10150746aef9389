import { afterEach, describe, expect, it, vi } from 'vitest';

// What a page waits for before its elements are defined
// (src/elements/prepare-shell.ts): the views chunk and the catalogues, right
// away, unless every element came server-rendered: then not before the
// browser is idle after the first paint.
const loadViews = vi.fn(() => Promise.resolve({}));
vi.mock('../../../src/elements/create-element-class.ts', () => ({ loadViews }));
vi.mock('../../../src/stores/catalogues.ts', () => ({ loadCatalogue: () => Promise.resolve({}) }));

const { preparePage } = await import('../../../src/elements/prepare-shell.ts');

afterEach(() => {
  vi.unstubAllGlobals();
  loadViews.mockClear();
  document.body.replaceChildren();
});

/** Holds requestIdleCallback's callbacks until `run()`. */
function heldIdleCallbacks() {
  const held: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => held.push(callback));
  return { run: () => held.splice(0).forEach((callback) => callback()) };
}

describe('preparePage', () => {
  it('waits for the browser to be idle when every element is server-rendered', async () => {
    const idle = heldIdleCallbacks();
    const host = document.body.appendChild(document.createElement('div'));
    host.setHTMLUnsafe(
      '<site-header site="us-en"><template shadowrootmode="open"><header>Server</header></template></site-header>',
    );
    const prepared = preparePage(document, ['site-header']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadViews).not.toHaveBeenCalled();
    idle.run();
    await prepared;
    expect(loadViews).toHaveBeenCalledTimes(1);
  });

  it('loads right away when an element is not server-rendered', async () => {
    heldIdleCallbacks();
    document.body.innerHTML =
      '<site-header site="us-en"><template shadowrootmode="open"><header>Server</header></template></site-header>' +
      '<site-footer site="us-en"><a href="/">Fallback</a></site-footer>';
    await preparePage(document, ['site-header', 'site-footer']);
    expect(loadViews).toHaveBeenCalledTimes(1);
  });
});
