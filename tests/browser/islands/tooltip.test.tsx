import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import { deepActiveElement, press, tabUntil } from '../support/keyboard.ts';
import { catalogues } from '../support/messages.ts';
import { cleanup, render, settle } from '../support/render.tsx';
import { spyOnWindowListeners } from '../support/listener-spy.ts';
import { resetStores } from '../support/reset-stores.ts';
import { shellProps } from '../support/shell-props.ts';
import { classChangeTime, nextEventTime } from '../support/timing.ts';
import { sites } from '../support/sites.ts';

// spec §4: a tooltip shows after 200 ms of hover or at once on focus, hides
// 200 ms after leaving or at once on blur, and closes on Escape; only the
// topmost popup answers Escape. Real timers here, with margins around 200 ms
// (the exact delays are pinned with fake timers in tests/unit/stores).

const en = catalogues.en;

async function renderLoggedOut() {
  const view = await render(<SiteHeader {...shellProps('logged-out')} />);
  const phone = view.container.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
  if (!phone) throw new Error('no phone link');
  const tooltip = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
  if (!tooltip) throw new Error('the phone link has no tooltip');
  return { view, phone, tooltip };
}

function isShown(element: Element): boolean {
  return element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
}

beforeEach(async () => {
  resetStores();
  await page.viewport(1280, 800);
  // Start every test with the pointer away from the header.
  await userEvent.hover(document.body, { position: { x: 640, y: 700 } });
});

afterEach(cleanup);

describe('phone tooltip', () => {
  test('hydrated under the pointer, shows as if the pointer had just entered (issue 37)', async () => {
    // A server-rendered header: the hover on its HTML is what loads React,
    // and no pointerenter follows until the pointer moves again.
    const props = shellProps('logged-out');
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SiteHeader {...props} />);
    document.body.append(host);
    let root: Root | undefined;
    try {
      const phone = host.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
      const tooltip = host.querySelector('[role="tooltip"]');
      if (!phone || !tooltip) throw new Error('no phone link with a tooltip');
      await userEvent.hover(phone);
      expect(tooltip.classList.contains('site-tooltip--visible')).toBe(false);
      flushSync(() => {
        root = hydrateRoot(host, <SiteHeader {...props} />);
      });
      await expect
        .poll(() => tooltip.classList.contains('site-tooltip--visible'), { timeout: 2000 })
        .toBe(true);
    } finally {
      root?.unmount();
      host.remove();
    }
  });

  test('is the phone link’s description, with role tooltip, naming the office hours', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(phone.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe(
      en['header.officeHours'].replace('{hours}', sites.us.officeHours ?? ''),
    );
    expect(isShown(tooltip)).toBe(false);
  });

  test('hover shows it 200 ms after the pointer enters, leaving hides it 200 ms after', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    const entered = nextEventTime(phone, 'pointerenter');
    const shown = classChangeTime(tooltip, 'site-tooltip--visible', true);
    await userEvent.hover(phone);
    const showDelay = (await shown) - (await entered);
    expect(showDelay).toBeGreaterThanOrEqual(195);
    expect(showDelay).toBeLessThan(400);

    const left = nextEventTime(phone, 'pointerleave');
    const hidden = classChangeTime(tooltip, 'site-tooltip--visible', false);
    await userEvent.hover(document.body, { position: { x: 640, y: 700 } });
    const hideDelay = (await hidden) - (await left);
    expect(hideDelay).toBeGreaterThanOrEqual(195);
    expect(hideDelay).toBeLessThan(400);
  });

  test('the pointer can move onto the tooltip without it closing', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    await userEvent.hover(phone);
    await settle(450);
    await userEvent.hover(tooltip);
    await settle(400);
    expect(tooltip.classList.contains('site-tooltip--visible')).toBe(true);
    expect(isShown(tooltip)).toBe(true);
  });

  test('keyboard focus shows it at once, moving focus on hides it at once', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    await tabUntil((element) => element === phone);
    expect(tooltip.classList.contains('site-tooltip--visible')).toBe(true);
    await settle(350);
    expect(isShown(tooltip)).toBe(true);
    await press('Tab');
    expect(tooltip.classList.contains('site-tooltip--visible')).toBe(false);
  });

  test('Escape closes it and keeps focus on the link', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    await tabUntil((element) => element === phone);
    await press('Escape');
    expect(tooltip.classList.contains('site-tooltip--visible')).toBe(false);
    expect(deepActiveElement()).toBe(phone);
  });

  test('sits below its link, above the page (z-index 99), inside the viewport', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    await tabUntil((element) => element === phone);
    await settle(350);
    const box = tooltip.getBoundingClientRect();
    expect(getComputedStyle(tooltip).zIndex).toBe('99');
    expect(box.top).toBeGreaterThanOrEqual(phone.getBoundingClientRect().bottom);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth - 50);
  });
});

describe('motion and cleanup', () => {
  test('fades with a 200 ms transition and enters with a 300 ms animation', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    expect(getComputedStyle(tooltip).transitionDuration.split(', ')[0]).toBe('0.2s');
    await tabUntil((element) => element === phone);
    expect(getComputedStyle(tooltip).animationDuration).toBe('0.3s');
  });

  test('hiding it removes its scroll listener', async () => {
    const spy = spyOnWindowListeners();
    try {
      const { phone } = await renderLoggedOut();
      await tabUntil((element) => element === phone);
      await settle();
      expect(spy.active('scroll')).toBe(1);
      await press('Escape');
      expect(spy.active('scroll')).toBe(0);
    } finally {
      spy.restore();
    }
  });
});

describe('Escape order', () => {
  test('with a menu open and a tooltip over it, Escape closes the tooltip first, then the menu', async () => {
    const { phone, tooltip } = await renderLoggedOut();
    const getADesign = page.getByRole('button', { name: en['nav.getADesign'] });
    await getADesign.click();
    await settle();
    const trigger = getADesign.element();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await userEvent.hover(phone);
    await settle(350);
    expect(tooltip.classList.contains('site-tooltip--visible')).toBe(true);

    await press('Escape');
    expect(tooltip.classList.contains('site-tooltip--visible')).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await press('Escape');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(deepActiveElement()).toBe(trigger);
  });
});
