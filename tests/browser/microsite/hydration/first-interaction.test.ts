import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { watchFirstInteraction } from '../../../../src/microsite/hydration/first-interaction.ts';

// design.md §4 "React late": an island hydrates on the visitor's first
// interaction with it, and that interaction is not lost: a click on a button
// only React handles is held and replayed once React runs; the hover and the
// focus are replayed too. Native controls and plain links need no React and
// start nothing (issue 21).

let island: HTMLElement;
let started: number;
let watcher: ReturnType<typeof watchFirstInteraction>;

beforeEach(() => {
  island = document.createElement('div');
  island.innerHTML = `
    <button type="button" id="react-only">Get a design</button>
    <button type="button" id="native" commandfor="dialog" command="show-modal">Menu</button>
    <a id="link" href="#somewhere">A link</a>
    <a id="described" href="tel:+1" aria-describedby="hours">A phone</a>
    <span id="hours" role="tooltip">Office hours</span>
    <p id="text">Some text</p>
    <dialog id="dialog" closedby="any">
      <button type="button" id="close" commandfor="dialog" command="close">Close</button>
    </dialog>`;
  document.body.append(island);
  started = 0;
  watcher = watchFirstInteraction(island, () => (started += 1));
});

afterEach(() => {
  watcher.stop();
  island.remove();
});

const byId = (id: string) => {
  const found = island.querySelector<HTMLElement>(`#${id}`);
  if (!found) throw new Error(`no #${id}`);
  return found;
};

/** What "React" does once hydrated: counts the button's clicks, notes hovers and focus. */
function hydrate() {
  const seen = { clicks: 0, hovers: 0, focus: 0 };
  const button = byId('react-only');
  button.addEventListener('click', () => (seen.clicks += 1));
  island.addEventListener('pointerover', (event) => {
    if (event.target === button) seen.hovers += 1;
  });
  island.addEventListener('focusin', (event) => {
    if (event.target === button) seen.focus += 1;
  });
  return seen;
}

describe('before hydration', () => {
  test('a click on a button only React handles starts hydration and is held', async () => {
    const clicks: Event[] = [];
    document.addEventListener('click', (event) => clicks.push(event), { once: true });
    await userEvent.click(byId('react-only'));
    expect(started).toBeGreaterThan(0);
    expect(clicks).toEqual([]);
  });

  test('the native menu and close buttons open and close the dialog and start nothing', async () => {
    // With the keyboard, and away from where earlier tests left the mouse:
    // content appearing under a resting mouse pointer is a hover.
    island.style.cssText = 'position: fixed; left: 0; bottom: 0';
    byId('native').focus();
    await userEvent.keyboard('{Enter}');
    expect(island.querySelector('dialog')?.open).toBe(true);
    expect(document.activeElement).toBe(byId('close'));
    await userEvent.keyboard('{Enter}');
    expect(island.querySelector('dialog')?.open).toBe(false);
    expect(started).toBe(0);
  });

  test('a plain link needs no React: hovering, focusing, pressing and following it start nothing', async () => {
    let followed = false;
    byId('link').addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // stay on the test page
    });
    // Away from where earlier tests left the mouse: content appearing under it is a hover.
    island.style.cssText = 'position: fixed; left: 0; bottom: 0';
    await userEvent.hover(byId('link'));
    byId('link').focus();
    await userEvent.keyboard('{Shift}');
    await userEvent.click(byId('link'));
    expect(followed).toBe(true);
    expect(started).toBe(0);
  });

  test('a hover elsewhere in the island and a link with a tooltip start hydration', async () => {
    await userEvent.hover(byId('text'));
    expect(started).toBe(1);
    byId('described').focus();
    expect(started).toBe(2);
  });
});

describe('once hydrated', () => {
  test('the held click reaches React, once', async () => {
    await userEvent.click(byId('react-only'));
    const seen = hydrate();
    watcher.replay();
    expect(seen.clicks).toBe(1);
    await userEvent.click(byId('react-only'));
    expect(seen.clicks).toBe(2);
  });

  test('the hover and the focus the island has are replayed', async () => {
    await userEvent.hover(byId('react-only'));
    byId('react-only').focus();
    const seen = hydrate();
    watcher.replay();
    expect(seen.hovers).toBe(1);
    expect(seen.focus).toBe(1);
    expect(seen.clicks).toBe(0);
  });

  test('nothing is replayed for an island the visitor has left', async () => {
    await userEvent.hover(byId('react-only'));
    await userEvent.hover(document.body);
    const seen = hydrate();
    watcher.replay();
    expect(seen).toEqual({ clicks: 0, hovers: 0, focus: 0 });
  });
});

describe('interactions made before the watch began (the island runtime had not arrived)', () => {
  const watchAfter = (...earlier: [type: string, id: string][]) => {
    watcher.stop();
    started = 0;
    watcher = watchFirstInteraction(
      island,
      () => (started += 1),
      earlier.map(([type, id]) => ({ type, target: byId(id) })),
    );
  };

  test('a click on a button only React handles: starts hydration, and is replayed once', async () => {
    watchAfter(['pointerdown', 'react-only'], ['click', 'react-only']);
    expect(started).toBe(1);
    const seen = hydrate();
    watcher.replay();
    expect(seen.clicks).toBe(1);
    await userEvent.click(byId('react-only'));
    expect(seen.clicks).toBe(2);
  });

  test('a focus starts hydration, a plain link does not; nothing is replayed that is over', () => {
    watchAfter(['focusin', 'described']);
    expect(started).toBe(1);
    watchAfter(['pointerover', 'link'], ['pointerdown', 'link'], ['click', 'link']);
    expect(started).toBe(0);
    const seen = hydrate();
    watcher.replay();
    expect(seen.clicks).toBe(0);
  });

  test('a native control: it has done its work, nothing starts', () => {
    watchAfter(['pointerover', 'native'], ['pointerdown', 'native'], ['click', 'native']);
    expect(started).toBe(0);
    const seen = hydrate();
    watcher.replay();
    expect(seen).toEqual({ clicks: 0, hovers: 0, focus: 0 });
  });
});
