import { afterEach, describe, expect, it } from 'vitest';
import { holdClicks } from '../../../../src/elements/hydration/held-clicks.ts';
import { whenReaderReaches } from '../../../../src/elements/hydration/reader-intent.ts';

// Server HTML before its view has it (src/elements/hydration/): the reader's
// first intent starts the loading, and a tap on a control that needs the view
// is held and replayed, once, on the same control; links and invoker buttons
// are left to the browser.

function serverHtml(): { host: HTMLElement; root: ShadowRoot } {
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML =
    '<button type="button" class="dropdown">Menu</button>' +
    '<button type="button" class="opener" commandfor="drawer" command="show-modal">Open</button>' +
    '<dialog id="drawer">Drawer</dialog>' +
    '<a href="#here" class="link">Link</a>';
  return { host, root };
}

/** The element at `selector`, which must be there. */
function find<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

const invokers = 'commandForElement' in HTMLButtonElement.prototype;

afterEach(() => document.body.replaceChildren());

describe('holdClicks', () => {
  it('holds a click on a view-only button and replays it on release, once', () => {
    const { root } = serverHtml();
    const button = find<HTMLButtonElement>(root, '.dropdown');
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('view'));
    const held = holdClicks(root);
    button.click();
    expect(seen).toEqual([]);
    held.release();
    expect(seen).toEqual(['view']);
    // Released: the next click goes straight through.
    button.click();
    expect(seen).toEqual(['view', 'view']);
  });

  it('replays nothing once cancelled (the view failed)', () => {
    const { root } = serverHtml();
    const button = find<HTMLButtonElement>(root, '.dropdown');
    let clicks = 0;
    const held = holdClicks(root);
    button.click();
    button.addEventListener('click', () => (clicks += 1));
    held.cancel();
    expect(clicks).toBe(0);
  });

  it('lets a link and, where the browser has invoker commands, a drawer opener through', () => {
    const { root } = serverHtml();
    const held = holdClicks(root);
    const link = find<HTMLAnchorElement>(root, '.link');
    let linkClicks = 0;
    link.addEventListener('click', (event) => {
      linkClicks += 1;
      event.preventDefault();
    });
    link.click();
    expect(linkClicks).toBe(1);
    find<HTMLButtonElement>(root, '.opener').click();
    expect(find<HTMLDialogElement>(root, '#drawer').open).toBe(invokers);
    held.cancel();
  });
});

describe('whenReaderReaches', () => {
  it('calls back once, at the first intent inside the shadow root', () => {
    const { host, root } = serverHtml();
    let calls = 0;
    whenReaderReaches(host, () => (calls += 1));
    const button = find(root, '.dropdown');
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(calls).toBe(1);
  });

  it('holds the very click that was the first intent (assistive technology clicks without a pointer)', () => {
    const { host, root } = serverHtml();
    const button = find<HTMLButtonElement>(root, '.dropdown');
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('view'));
    let held: ReturnType<typeof holdClicks> | null = null;
    whenReaderReaches(host, () => (held = holdClicks(root)));
    button.click();
    expect(seen).toEqual([]);
    (held as ReturnType<typeof holdClicks> | null)?.release();
    expect(seen).toEqual(['view']);
  });

  it('calls back at once when the focus is already inside, and not after its cleanup', async () => {
    const { host, root } = serverHtml();
    find<HTMLButtonElement>(root, '.dropdown').focus();
    let calls = 0;
    whenReaderReaches(host, () => (calls += 1));
    await Promise.resolve();
    expect(calls).toBe(1);

    const other = serverHtml();
    let otherCalls = 0;
    const stop = whenReaderReaches(other.host, () => (otherCalls += 1));
    stop();
    find(other.root, '.dropdown').dispatchEvent(
      new Event('pointerdown', { bubbles: true, composed: true }),
    );
    expect(otherCalls).toBe(0);
  });
});
