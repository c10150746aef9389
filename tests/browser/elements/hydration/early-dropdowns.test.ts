import { afterEach, describe, expect, it } from 'vitest';
import { openDropdownsEarly } from '../../../../src/elements/hydration/early-dropdowns.ts';
import { holdClicks } from '../../../../src/elements/hydration/held-clicks.ts';
import { $openMenu } from '../../../../src/stores/open-menu.ts';

// The dropdowns of server HTML before React (issue 37): a tap opens one at
// once, through the store the views read, written into the HTML as the views
// render it; Escape and a press outside close it; after the cleanup (the
// views hydrate) it writes nothing more.

function serverHtml(): ShadowRoot {
  const host = document.body.appendChild(document.createElement('div'));
  // Away from the viewport's 50 px margin, so that no placement flips.
  host.style.margin = '100px 200px';
  const root = host.attachShadow({ mode: 'open' });
  const dropdown = (id: string, placement: string) =>
    `<div class="site-dropdown"><button type="button" class="site-dropdown__button" aria-expanded="false" aria-controls="${id}-panel">${id}</button>` +
    `<div class="site-dropdown__panel site-popup" data-popup-placement="${placement}" id="${id}-panel" hidden><a href="#a">A link</a></div></div>`;
  root.innerHTML =
    '<style>.site-popup{position:fixed;top:0;left:0}.site-dropdown__panel[hidden]{display:none}</style>' +
    dropdown('site-menu-first', 'bottom-start') +
    dropdown('site-menu-second', 'bottom-end') +
    '<button type="button" class="opener" aria-controls="site-account-menu-panel" commandfor="drawer" command="show-modal">Account</button>';
  return root;
}

function find<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

function state(root: ShadowRoot, id: string) {
  const button = find(root, `[aria-controls="${id}-panel"]`);
  const panel = find(root, `#${id}-panel`);
  return {
    expanded: button.getAttribute('aria-expanded'),
    open: button.parentElement?.classList.contains('site-dropdown--open'),
    shown: !panel.hidden && panel.checkVisibility(),
    placement: panel.dataset['placement'] ?? null,
  };
}

const closed = { expanded: 'false', open: false, shown: false, placement: null };

afterEach(() => {
  $openMenu.set(null);
  document.body.replaceChildren();
});

describe('openDropdownsEarly', () => {
  it('opens a dropdown at a tap, placed as asked, and closes it at the next', () => {
    const root = serverHtml();
    const stop = openDropdownsEarly(root);
    find<HTMLButtonElement>(root, '[aria-controls="site-menu-first-panel"]').click();
    expect($openMenu.get()).toBe('site-menu-first');
    expect(state(root, 'site-menu-first')).toEqual({
      expanded: 'true',
      open: true,
      shown: true,
      placement: 'bottom-start',
    });
    const button = find(root, '[aria-controls="site-menu-first-panel"]').getBoundingClientRect();
    const panel = find(root, '#site-menu-first-panel').getBoundingClientRect();
    expect(Math.round(panel.left)).toBe(Math.round(button.left));
    expect(panel.top).toBeGreaterThanOrEqual(button.bottom);
    find<HTMLButtonElement>(root, '[aria-controls="site-menu-first-panel"]').click();
    expect(state(root, 'site-menu-first')).toEqual(closed);
    stop();
  });

  it('keeps one menu open: opening the second closes the first', () => {
    const root = serverHtml();
    const stop = openDropdownsEarly(root);
    find<HTMLButtonElement>(root, '[aria-controls="site-menu-first-panel"]').click();
    find<HTMLButtonElement>(root, '[aria-controls="site-menu-second-panel"]').click();
    expect(state(root, 'site-menu-first')).toEqual(closed);
    expect(state(root, 'site-menu-second')).toMatchObject({ shown: true, placement: 'bottom-end' });
    stop();
  });

  it('closes at Escape, focus back on the button, and at a press outside', () => {
    const root = serverHtml();
    const stop = openDropdownsEarly(root);
    const button = find<HTMLButtonElement>(root, '[aria-controls="site-menu-first-panel"]');
    button.click();
    find(root, '#site-menu-first-panel a').focus();
    find(root, '#site-menu-first-panel a').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    expect(state(root, 'site-menu-first')).toEqual(closed);
    expect(root.activeElement).toBe(button);

    button.click();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(state(root, 'site-menu-first')).toEqual(closed);
    stop();
  });

  it('writes a change of the store made elsewhere (another element, a page script)', () => {
    const root = serverHtml();
    const stop = openDropdownsEarly(root);
    $openMenu.set('site-menu-second');
    expect(state(root, 'site-menu-second').shown).toBe(true);
    $openMenu.set(null);
    expect(state(root, 'site-menu-second')).toEqual(closed);
    stop();
  });

  it('leaves the open menu as it is after its cleanup, and writes nothing more', () => {
    const root = serverHtml();
    const stop = openDropdownsEarly(root);
    find<HTMLButtonElement>(root, '[aria-controls="site-menu-first-panel"]').click();
    stop();
    // The views hydrate an open menu: it stays on screen, placed.
    expect(state(root, 'site-menu-first')).toMatchObject({
      shown: true,
      placement: 'bottom-start',
    });
    $openMenu.set(null);
    expect(state(root, 'site-menu-first').shown).toBe(true);
    find<HTMLButtonElement>(root, '[aria-controls="site-menu-second-panel"]').click();
    expect($openMenu.get()).toBe(null);
  });

  it('is not held by the clicks held for the views, and leaves drawer invokers alone', () => {
    const root = serverHtml();
    const held = holdClicks(root);
    const stop = openDropdownsEarly(root);
    find<HTMLButtonElement>(root, '[aria-controls="site-menu-first-panel"]').click();
    expect(state(root, 'site-menu-first').shown).toBe(true);
    find<HTMLButtonElement>(root, '.opener').click();
    expect($openMenu.get()).toBe('site-menu-first');
    held.cancel();
    stop();
  });
});
