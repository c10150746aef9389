import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import { $openMenu } from '../../../src/stores/open-menu.ts';
import { deepActiveElement, press, tabUntil } from '../support/keyboard.ts';
import { spyOnWindowListeners } from '../support/listener-spy.ts';
import { catalogues } from '../support/messages.ts';
import { cleanup, render, settle } from '../support/render.tsx';
import { resetStores } from '../support/reset-stores.ts';
import { shellProps } from '../support/shell-props.ts';
import type { Role } from '../../../src/navigation/types.ts';

// spec §4 dropdowns: disclosure buttons, 50 px viewport margin, z-index 99,
// scroll repositioning debounced 50 ms, one open at a time, Escape, outside
// click, every listener removed on close and unmount.

const en = catalogues.en;

async function renderHeader(role: Role, currentPath = '/') {
  const view = await render(<SiteHeader {...shellProps(role, { currentPath })} />);
  return view;
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no disclosure button "${name}"`);
  return found;
}

function panelOf(trigger: HTMLButtonElement): HTMLElement {
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('aria-controls does not point at a panel');
  return panel;
}

function isShown(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true });
}

beforeEach(async () => {
  resetStores();
  await page.viewport(1280, 800);
});

afterEach(cleanup);

describe('keyboard', () => {
  test('Enter opens the Support menu, Tab walks into it, Escape closes it and returns focus', async () => {
    await renderHeader('contest-holder');
    const support = button(en['header.supportMenu']);
    const panel = panelOf(support);
    expect(support.getAttribute('aria-expanded')).toBe('false');
    expect(isShown(panel)).toBe(false);

    await tabUntil((element) => element === support);
    await press('Enter');
    expect(support.getAttribute('aria-expanded')).toBe('true');
    expect(isShown(panel)).toBe(true);

    await press('Tab');
    expect(panel.contains(deepActiveElement())).toBe(true);
    expect(deepActiveElement()?.getAttribute('href')).toBe('tel:+14155550142');

    await press('Escape');
    expect(support.getAttribute('aria-expanded')).toBe('false');
    expect(isShown(panel)).toBe(false);
    expect(deepActiveElement()).toBe(support);
  });

  test('Space toggles the menu too', async () => {
    await renderHeader('designer');
    const jobs = button(en['nav.group.yourJobs']);
    await tabUntil((element) => element === jobs);
    await press(' ');
    expect(jobs.getAttribute('aria-expanded')).toBe('true');
    await press(' ');
    expect(jobs.getAttribute('aria-expanded')).toBe('false');
  });

  test('tabbing out of an open menu closes it', async () => {
    await renderHeader('designer');
    const jobs = button(en['nav.group.yourJobs']);
    await tabUntil((element) => element === jobs);
    await press('Enter');
    await press('Tab');
    await press('Tab');
    expect(jobs.getAttribute('aria-expanded')).toBe('true');
    await press('Tab'); // past the menu's last link, to the next button
    expect(jobs.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('pointer', () => {
  test('a click outside closes the menu and leaves focus alone', async () => {
    const view = await renderHeader('contest-holder');
    const support = button(en['header.supportMenu']);
    await userEvent.click(support);
    await settle();
    expect(support.getAttribute('aria-expanded')).toBe('true');

    const outside = document.createElement('p');
    outside.textContent = 'Outside';
    view.container.append(outside);
    await userEvent.click(outside);
    await settle();
    expect(support.getAttribute('aria-expanded')).toBe('false');
  });

  test('a click inside the panel keeps it open', async () => {
    await renderHeader('contest-holder');
    const support = button(en['header.supportMenu']);
    await userEvent.click(support);
    await settle();
    const hours = panelOf(support).querySelector('.site-phone__hours');
    if (!hours) throw new Error('no office hours in the support menu');
    await userEvent.click(hours);
    await settle();
    expect(support.getAttribute('aria-expanded')).toBe('true');
  });

  test('one menu open at a time', async () => {
    await renderHeader('designer');
    const jobs = button(en['nav.group.yourJobs']);
    const findWork = button(en['nav.group.findWork']);
    await userEvent.click(jobs);
    await settle();
    await userEvent.click(findWork);
    await settle();
    expect(jobs.getAttribute('aria-expanded')).toBe('false');
    expect(findWork.getAttribute('aria-expanded')).toBe('true');
    expect(isShown(panelOf(jobs))).toBe(false);
    expect(isShown(panelOf(findWork))).toBe(true);
  });

  test('menus of two separate header islands share the one-open rule', async () => {
    await renderHeader('designer');
    await renderHeader('contest-holder');
    const jobs = button(en['nav.group.yourJobs']);
    const support = button(en['header.supportMenu']);
    await userEvent.click(jobs);
    await settle();
    await userEvent.click(support);
    await settle();
    expect(jobs.getAttribute('aria-expanded')).toBe('false');
    expect(support.getAttribute('aria-expanded')).toBe('true');
    expect($openMenu.get()).toBe('site-menu-support');
  });
});

describe('position', () => {
  test('fixed, z-index 99, at least 50 px from the viewport edges', async () => {
    await renderHeader('designer');
    const avatar = button(en['header.openUserMenu']);
    await userEvent.click(avatar);
    await settle(50);
    const panel = panelOf(avatar);
    const style = getComputedStyle(panel);
    expect(style.position).toBe('fixed');
    expect(style.zIndex).toBe('99');
    const box = panel.getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(window.innerWidth - 50);
    expect(box.left).toBeGreaterThanOrEqual(50);
    expect(box.top).toBeGreaterThanOrEqual(avatar.getBoundingClientRect().bottom);
  });

  test('a short viewport limits the panel height to 50 px above the bottom edge', async () => {
    await page.viewport(1280, 260);
    await renderHeader('designer');
    const avatar = button(en['header.openUserMenu']);
    await userEvent.click(avatar);
    await settle(50);
    const box = panelOf(avatar).getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(260 - 50 + 1);
  });

  test('scrolling repositions the panel once scrolling has paused for 50 ms', async () => {
    const view = await renderHeader('contest-holder');
    const spacer = document.createElement('div');
    spacer.className = 'test-spacer';
    spacer.textContent = 'tall content';
    view.container.append(spacer);
    spacer.style.height = '3000px';

    const support = button(en['header.supportMenu']);
    await userEvent.click(support);
    await settle(350); // past the 300 ms entrance animation
    const panel = panelOf(support);
    const before = panel.getBoundingClientRect().top;

    window.scrollBy(0, 120);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.scrollY).toBe(120);
    // Scrolled, but within the debounce: the panel has not moved yet.
    expect(panel.getBoundingClientRect().top).toBe(before);

    await settle(120);
    expect(Math.round(panel.getBoundingClientRect().top)).toBe(Math.round(before - 120));
    window.scrollTo(0, 0);
  });
});

describe('cleanup', () => {
  test('closing removes the outside-click and scroll listeners', async () => {
    const spy = spyOnWindowListeners();
    try {
      await renderHeader('contest-holder');
      const support = button(en['header.supportMenu']);
      await userEvent.click(support);
      await settle();
      expect(spy.active('pointerdown')).toBe(1);
      expect(spy.active('scroll')).toBeGreaterThanOrEqual(1);
      await userEvent.click(support);
      await settle();
      expect(spy.active('pointerdown')).toBe(0);
      expect(spy.active('scroll')).toBe(0);
      expect(spy.active('resize')).toBe(0);
    } finally {
      spy.restore();
    }
  });

  test('unmounting an open menu removes its listeners and closes it in the store', async () => {
    const spy = spyOnWindowListeners();
    try {
      const view = await renderHeader('contest-holder');
      const support = button(en['header.supportMenu']);
      await userEvent.click(support);
      await settle();
      await view.unmount();
      expect(spy.active('pointerdown')).toBe(0);
      expect(spy.active('scroll')).toBe(0);
      expect($openMenu.get()).toBe(null);
    } finally {
      spy.restore();
    }
  });
});

describe('semantics', () => {
  test('disclosure buttons with aria-expanded and aria-controls, no menu roles', async () => {
    const view = await renderHeader('designer');
    const triggers = view.container.querySelectorAll('button[aria-expanded]');
    expect(triggers.length).toBeGreaterThanOrEqual(5);
    for (const trigger of triggers) {
      if (trigger.classList.contains('site-header__menu-button')) continue;
      expect(panelOf(trigger as HTMLButtonElement).hidden).toBe(true);
    }
    expect(view.container.querySelector('[role^="menu"]')).toBe(null);
  });
});
