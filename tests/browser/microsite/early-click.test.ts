import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { claimEarlyClick } from '../../../src/microsite/hydration/early-click.ts';
import component from '../../../src/microsite/hydration/EarlyClick.astro?raw';

// EarlyClick.astro notes the last click before the island runtime arrives;
// the `client:interaction` directive claims it for the island that holds it.
// The component's own inline script runs here, as the page would run it.

/** Runs EarlyClick.astro's inline script. */
function runPageScript(): void {
  const script = /<script is:inline>([\s\S]*?)<\/script>/.exec(component)?.[1];
  if (!script) throw new Error('EarlyClick.astro has no inline script');
  new Function(script)();
}

const islands: HTMLElement[] = [];
afterEach(() => {
  for (const island of islands.splice(0)) island.remove();
});

/** An island holding one button that only React handles. */
function island(label: string): { element: HTMLElement; button: HTMLButtonElement } {
  const element = document.createElement('div');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  element.append(button);
  document.body.append(element);
  islands.push(element);
  return { element, button };
}

test('the last early click goes to the island that holds it, once; later clicks are not noted', async () => {
  runPageScript();
  const early = window.awardsEarlyClick;
  expect(early).toBeDefined();

  const header = island('Get a design');
  const drawer = island('Language');
  await userEvent.click(drawer.button);
  await userEvent.click(header.button);

  expect(claimEarlyClick(drawer.element)).toBeNull();
  expect(window.awardsEarlyClick).toBeUndefined();
  expect(claimEarlyClick(header.element)).toBe(header.button);
  expect(claimEarlyClick(header.element)).toBeNull();

  // The page's listener is gone: a click now is the watchers' business.
  await userEvent.click(drawer.button);
  expect(early?.target).toBe(header.button);
  expect(claimEarlyClick(drawer.element)).toBeNull();
});
