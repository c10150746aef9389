import { afterEach, describe, expect, it, vi } from 'vitest';

// What a page fetches as the bundle runs (src/elements/prepare-shell.ts): the
// views chunk and the catalogues of its fallback-markup elements, at once;
// nothing for server-rendered ones, whose HTML works until the reader reaches
// for them.
const loadViews = vi.fn(() => Promise.resolve({}));
const loadCatalogue = vi.fn(() => Promise.resolve({}));
vi.mock('../../../src/elements/create-element-class.ts', () => ({ loadViews }));
vi.mock('../../../src/stores/catalogues.ts', () => ({ loadCatalogue }));

const { preloadPage } = await import('../../../src/elements/prepare-shell.ts');

afterEach(() => {
  loadViews.mockClear();
  loadCatalogue.mockClear();
  document.body.replaceChildren();
});

describe('preloadPage', () => {
  it('fetches nothing when every element is server-rendered', () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.setHTMLUnsafe(
      '<site-header site="us-en"><template shadowrootmode="open"><header>Server</header></template></site-header>',
    );
    preloadPage(document, ['site-header']);
    expect(loadViews).not.toHaveBeenCalled();
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it('fetches the views and the catalogues of the fallback elements at once', () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.setHTMLUnsafe(
      '<site-header site="us-en"><template shadowrootmode="open"><header>Server</header></template></site-header>' +
        '<site-footer site="de-de"><a href="/">Fallback</a></site-footer>',
    );
    preloadPage(document, ['site-header', 'site-footer']);
    expect(loadViews).toHaveBeenCalledTimes(1);
    expect(loadCatalogue.mock.calls).toEqual([['de']]);
  });
});
