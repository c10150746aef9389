import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { claimEarlyInteractions } from '../../../../src/microsite/hydration/early-interactions.ts';
import { nativeControl, plainLink } from '../../../../src/microsite/hydration/first-interaction.ts';
import component from '../../../../src/microsite/hydration/IslandRuntime.astro?raw';

// IslandRuntime.astro adds the island runtime on the first interaction inside
// an island and notes the last event of each kind; the `client:interaction`
// directive claims them for the island that holds each. The component's own
// inline script and template run here, as the page would run them.

const added: Element[] = [];
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

/** Puts the component's template in the head and runs its inline script. */
function startPage(runtimeUrl: string): void {
  const template = /<template data-island-runtime><\/template>/.exec(component)?.[0];
  const script =
    /<script type="module" define:vars=\{\{ nativeControl, plainLink \}\}>([\s\S]*?)<\/script>/.exec(
      component,
    )?.[1];
  if (!template || !script) throw new Error('IslandRuntime.astro: no template or inline script');
  const holder = document.createElement('div');
  holder.innerHTML = template;
  const runtime = holder.firstElementChild as HTMLTemplateElement;
  // What the build puts in the template (island-scripts.ts).
  const tag = document.createElement('script');
  tag.type = 'module';
  tag.src = runtimeUrl;
  runtime.content.append(tag);
  document.head.append(runtime);
  added.push(runtime);
  // As Astro runs it: the defined variables in scope.
  new Function('nativeControl', 'plainLink', script)(nativeControl, plainLink);
}

/** An <astro-island> holding one button, as the page has it. */
function island(label: string): { element: HTMLElement; button: HTMLButtonElement } {
  const element = document.createElement('astro-island');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  element.append(button);
  document.body.append(element);
  added.push(element);
  return { element, button };
}

const runtimeScripts = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) =>
    script.src.endsWith(url),
  );

test('the first interaction inside an island adds the runtime once; each island claims its own interactions, once', async () => {
  const url = '/runtime-under-test.js';
  startPage(url);
  const outside = document.createElement('button');
  outside.textContent = 'Outside';
  document.body.append(outside);
  added.push(outside);
  const header = island('Get a design');
  const drawer = island('Language');

  await userEvent.click(outside);
  expect(runtimeScripts(url)).toHaveLength(0);
  // A native control in an island works without React: no runtime for it.
  const menu = document.createElement('button');
  menu.setAttribute('commandfor', 'nowhere');
  menu.textContent = 'Menu';
  header.element.append(menu);
  await userEvent.click(menu);
  expect(runtimeScripts(url)).toHaveLength(0);
  // Nor a plain link: hovering, focusing or pressing it downloads nothing (issue 21).
  const link = document.createElement('a');
  link.href = '#nowhere';
  link.textContent = 'Home';
  header.element.append(link);
  await userEvent.hover(link);
  link.focus();
  await userEvent.keyboard('{Shift}');
  expect(runtimeScripts(url)).toHaveLength(0);
  expect(document.querySelector('template[data-island-runtime]')).not.toBeNull();

  await userEvent.click(drawer.button);
  expect(runtimeScripts(url)).toHaveLength(1);
  expect(document.querySelector('template[data-island-runtime]')).toBeNull();
  await userEvent.click(header.button);
  expect(runtimeScripts(url)).toHaveLength(1);
  for (const script of runtimeScripts(url)) added.push(script);

  const headerInteractions = claimEarlyInteractions(header.element);
  expect(headerInteractions.filter(({ type }) => type === 'click')).toEqual([
    { type: 'click', target: header.button },
  ]);
  expect(headerInteractions.map(({ type }) => type)).toContain('pointerdown');
  expect(window.awardsEarlyInteraction).toBeUndefined();
  // The drawer's click was not the last click: only its earlier hover and focus are left.
  expect(claimEarlyInteractions(drawer.element).map(({ type }) => type)).not.toContain('click');
  expect(claimEarlyInteractions(header.element)).toEqual([]);

  // The page's listeners are gone: interactions now are the watchers' business.
  await userEvent.click(drawer.button);
  expect(claimEarlyInteractions(drawer.element)).toEqual([]);
});
