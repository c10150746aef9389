import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LeftDrawer } from '../../../src/islands/LeftDrawer.tsx';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import { $openDrawer } from '../../../src/stores/drawers.ts';
import { deepActiveElement, press } from '../support/keyboard.ts';
import { settle } from '../support/render.tsx';
import { resetStores } from '../support/reset-stores.ts';
import { ShellPage } from '../support/shell-page.tsx';
import { shellProps } from '../support/shell-props.ts';

// design.md §4 "React late": server-rendered markup works before any script
// has run (the drawer opens natively), and React takes over the same state.

const props = shellProps('contest-holder', { currentPath: '/discover' });
let container: HTMLElement;
let root: Root | undefined;

beforeEach(async () => {
  resetStores();
  await page.viewport(375, 800);
  container = document.createElement('div');
  container.innerHTML = renderToString(<ShellPage {...props} />);
  document.body.append(container);
});

afterEach(async () => {
  root?.unmount();
  root = undefined;
  container.remove();
  await settle();
});

function leftDialog(): HTMLDialogElement {
  const found = container.querySelector<HTMLDialogElement>('#site-drawer-left');
  if (!found) throw new Error('no left drawer in the server markup');
  return found;
}

/** Hydrates the server markup in `container`; fails on a mismatch or any console error. */
async function hydrateWithoutErrors(): Promise<void> {
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  flushSync(() => {
    root = hydrateRoot(container, <ShellPage {...props} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  await settle(50);
  expect(errors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
}

describe('before hydration', () => {
  test('the server markup has the landmarks and a closed drawer', () => {
    expect(container.querySelector('header')).not.toBe(null);
    expect(container.querySelector('footer')).not.toBe(null);
    expect(leftDialog().open).toBe(false);
  });

  test('the menu button opens the drawer natively, and Escape closes it', async () => {
    const button = container.querySelector<HTMLButtonElement>('.site-header__menu-button');
    if (!button) throw new Error('no menu button');
    await userEvent.click(button);
    expect(leftDialog().open).toBe(true);
    expect(leftDialog().matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(leftDialog().open).toBe(false);
  });

  test('the close button closes the drawer natively, and focus goes back to the menu button', async () => {
    const button = container.querySelector<HTMLButtonElement>('.site-header__menu-button');
    if (!button) throw new Error('no menu button');
    await userEvent.click(button);
    expect(leftDialog().open).toBe(true);
    const close = leftDialog().querySelector<HTMLButtonElement>('.site-drawer__close');
    if (!close) throw new Error('no close button');
    await userEvent.click(close);
    expect(leftDialog().open).toBe(false);
    expect(deepActiveElement()).toBe(button);
  });
});

describe('hydration', () => {
  test('React adopts a drawer that was opened before it ran', async () => {
    const button = container.querySelector<HTMLButtonElement>('.site-header__menu-button');
    if (!button) throw new Error('no menu button');
    await userEvent.click(button);
    expect(leftDialog().open).toBe(true);

    await hydrateWithoutErrors();
    expect($openDrawer.get()).toBe('left');
    expect(leftDialog().open).toBe(true);

    await press('Escape');
    expect(leftDialog().open).toBe(false);
    expect($openDrawer.get()).toBe(null);
  });

  test('a header that hydrates after the drawer adopted its opening says the drawer is open', async () => {
    // The microsite hydrates the header and the drawer as two islands, in either order.
    container.remove(); // one drawer with its id on the page
    const headerHost = document.createElement('div');
    const drawerHost = document.createElement('div');
    headerHost.innerHTML = renderToString(<SiteHeader {...props} />);
    drawerHost.innerHTML = renderToString(<LeftDrawer {...props} />);
    document.body.append(headerHost, drawerHost);
    const roots: Root[] = [];
    try {
      const button = headerHost.querySelector<HTMLButtonElement>('.site-header__menu-button');
      const drawer = drawerHost.querySelector<HTMLDialogElement>('dialog');
      if (!button || !drawer) throw new Error('no menu button or drawer');
      await userEvent.click(button);
      expect(drawer.open).toBe(true);

      flushSync(() => roots.push(hydrateRoot(drawerHost, <LeftDrawer {...props} />)));
      await settle(50);
      expect($openDrawer.get()).toBe('left');
      flushSync(() => roots.push(hydrateRoot(headerHost, <SiteHeader {...props} />)));
      await settle(50);
      expect(button.getAttribute('aria-expanded')).toBe('true');

      await press('Escape');
      expect(drawer.open).toBe(false);
      expect(button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      for (const created of roots) created.unmount();
      headerHost.remove();
      drawerHost.remove();
    }
  });

  test('the drawer openers are invokers in the server markup, disclosure buttons once hydrated (issue 36)', async () => {
    const openers = () =>
      ['.site-header__menu-button', '.site-account-menu__button'].map((selector) => {
        const button = container.querySelector<HTMLButtonElement>(selector);
        if (!button) throw new Error(`no ${selector}`);
        return button;
      });
    // ARIA in HTML: no aria-expanded on a button with a `command`.
    for (const button of openers()) {
      expect(button.getAttribute('command')).toBe('show-modal');
      expect(button.hasAttribute('aria-expanded')).toBe(false);
    }

    await hydrateWithoutErrors();
    for (const button of openers()) {
      expect(button.hasAttribute('command')).toBe(false);
      expect(button.hasAttribute('commandfor')).toBe(false);
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
    // It opens the drawer through React and says so.
    const [menu] = openers();
    await userEvent.click(menu as HTMLButtonElement);
    await settle();
    expect(leftDialog().open).toBe(true);
    expect(menu?.getAttribute('aria-expanded')).toBe('true');
    await press('Escape');
    expect(menu?.getAttribute('aria-expanded')).toBe('false');
  });

  test('after hydration the same button works through the store', async () => {
    flushSync(() => {
      root = hydrateRoot(container, <ShellPage {...props} />);
    });
    await settle(50);
    const button = container.querySelector<HTMLButtonElement>('.site-header__menu-button');
    if (!button) throw new Error('no menu button');
    await userEvent.click(button);
    await settle();
    expect($openDrawer.get()).toBe('left');
    expect(leftDialog().open).toBe(true);
    await press('Escape');
    expect(deepActiveElement()).toBe(button);
  });

  test('after hydration the close button closes through the store', async () => {
    flushSync(() => {
      root = hydrateRoot(container, <ShellPage {...props} />);
    });
    await settle(50);
    const button = container.querySelector<HTMLButtonElement>('.site-header__menu-button');
    const close = leftDialog().querySelector<HTMLButtonElement>('.site-drawer__close');
    if (!button || !close) throw new Error('no menu or close button');
    await userEvent.click(button);
    await settle();
    expect($openDrawer.get()).toBe('left');
    await userEvent.click(close);
    await settle();
    expect($openDrawer.get()).toBe(null);
    expect(leftDialog().open).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(deepActiveElement()).toBe(button);
  });
});
