import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LeftDrawer } from '../../../src/islands/LeftDrawer.tsx';
import { RightDrawer } from '../../../src/islands/RightDrawer.tsx';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import { $openDrawer } from '../../../src/stores/drawers.ts';
import { deepActiveElement, press } from '../support/keyboard.ts';
import { catalogues } from '../support/messages.ts';
import { cleanup, render, settle } from '../support/render.tsx';
import { resetStores } from '../support/reset-stores.ts';
import { renderInShadow } from '../support/shadow.tsx';
import { ShellPage } from '../support/shell-page.tsx';
import { shellProps } from '../support/shell-props.ts';
import type { Role } from '../../../src/navigation/types.ts';

// spec §2, §4, §9 drawers: left (main navigation) and right (user menu),
// 260 px, modal (focus moves in and returns, the page is inert), Escape
// closes, and a viewport growing past 900 px closes them.

const en = catalogues.en;

async function renderPage(role: Role) {
  return render(<ShellPage {...shellProps(role, { currentPath: '/discover' })} />);
}

function dialog(side: 'left' | 'right'): HTMLDialogElement {
  const found = document.querySelector<HTMLDialogElement>(`#site-drawer-${side}`);
  if (!found) throw new Error(`no ${side} drawer`);
  return found;
}

function menuButton(): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>('.site-header__menu-button');
  if (!found) throw new Error('no menu button');
  return found;
}

function avatarButton(root: ParentNode = document): HTMLButtonElement {
  const found = root.querySelector<HTMLButtonElement>('.site-account-menu__button');
  if (!found) throw new Error('no avatar button');
  return found;
}

function hrefs(root: ParentNode): string[] {
  return [...root.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
}

beforeEach(async () => {
  resetStores();
  await page.viewport(375, 800);
});

afterEach(async () => {
  await cleanup();
  for (const host of document.querySelectorAll('.test-shadow-host')) host.remove();
  await page.viewport(375, 800);
});

describe('left drawer', () => {
  test('the menu button opens it as a modal dialog and focus moves inside', async () => {
    await renderPage('logged-out');
    const left = dialog('left');
    expect(left.open).toBe(false);
    await userEvent.click(menuButton());
    await settle();
    expect(left.open).toBe(true);
    expect(left.matches(':modal')).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(left.contains(deepActiveElement())).toBe(true);
  });

  test('holds the main navigation, the help items and the language switcher', async () => {
    await renderPage('logged-out');
    await userEvent.click(menuButton());
    await settle();
    const links = hrefs(dialog('left'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/logo-design',
        '/contests',
        '/how-it-works',
        '/pricing',
        '/designers',
        '/blog/',
        'tel:+14155550142',
        '/login',
        '/user/switch-language/en-US',
        '/user/switch-language/es-US',
      ]),
    );
  });

  test('is exactly 260 px wide and docked to the left edge', async () => {
    await renderPage('logged-out');
    await userEvent.click(menuButton());
    await settle(350);
    const box = dialog('left').getBoundingClientRect();
    expect(box.width).toBe(260);
    expect(box.left).toBe(0);
    expect(box.height).toBe(800);
  });

  test('keyboard: Enter opens, Tab stays inside, Escape closes and focus returns to the menu button', async () => {
    await renderPage('logged-out');
    menuButton().focus();
    await press('Enter');
    const left = dialog('left');
    expect(left.open).toBe(true);
    for (let presses = 0; presses < 25; presses += 1) {
      await press('Tab');
      const active = deepActiveElement();
      // Tab may leave for the browser UI, but never reaches the inert page.
      if (active && active !== document.body) expect(left.contains(active)).toBe(true);
    }
    await press('Escape');
    expect(left.open).toBe(false);
    expect($openDrawer.get()).toBe(null);
    expect(deepActiveElement()).toBe(menuButton());
  });

  test('the rest of the page is inert while it is open', async () => {
    const view = await renderPage('logged-out');
    await userEvent.click(menuButton());
    await settle();
    const footerLink = view.container.querySelector<HTMLAnchorElement>('footer a[href="/about"]');
    footerLink?.focus();
    expect(deepActiveElement()).not.toBe(footerLink);
  });

  test('the close button closes it and returns focus', async () => {
    await renderPage('logged-out');
    await userEvent.click(menuButton());
    await settle();
    await userEvent.click(page.getByRole('button', { name: en['drawer.close'] }));
    await settle();
    expect(dialog('left').open).toBe(false);
    expect(deepActiveElement()).toBe(menuButton());
  });

  test('a click on the backdrop closes it', async () => {
    await renderPage('logged-out');
    await userEvent.click(menuButton());
    await settle(350);
    await userEvent.click(document.body, { position: { x: 330, y: 500 } });
    await settle();
    expect(dialog('left').open).toBe(false);
    expect($openDrawer.get()).toBe(null);
  });

  test('a click on the backdrop closes it where the browser lacks closedby (WebKit 2.50)', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'closedBy');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'closedBy');
    try {
      await renderPage('logged-out');
      dialog('left').removeAttribute('closedby');
      await userEvent.click(menuButton());
      await settle(350);
      // A click inside the drawer leaves it open.
      await userEvent.click(document.body, { position: { x: 60, y: 28 } });
      await settle();
      expect(dialog('left').open).toBe(true);
      await userEvent.click(document.body, { position: { x: 330, y: 500 } });
      await settle();
      expect(dialog('left').open).toBe(false);
      expect($openDrawer.get()).toBe(null);
    } finally {
      if (descriptor) Object.defineProperty(HTMLDialogElement.prototype, 'closedBy', descriptor);
    }
  });

  test('closes when the viewport grows past the mobile breakpoint (900 px)', async () => {
    await renderPage('logged-out');
    await userEvent.click(menuButton());
    await settle();
    await page.viewport(899, 800);
    await settle(50);
    expect(dialog('left').open).toBe(true);
    await page.viewport(1280, 800);
    await settle(50);
    expect(dialog('left').open).toBe(false);
    expect($openDrawer.get()).toBe(null);
  });

  test('opens from any element on the page through the store (no swipe, no context)', async () => {
    await renderPage('contest-holder');
    const opener = document.createElement('button');
    opener.textContent = 'Legacy sidebar menu';
    document.body.append(opener);
    opener.addEventListener('click', () => $openDrawer.set('left'));
    await userEvent.click(opener);
    await settle();
    expect(dialog('left').open).toBe(true);
    opener.remove();
  });
});

describe('gestures', () => {
  /** A finger's swipe across the page, as touch and as pointer events (what a swipe handler would hear). */
  function swipe(fromX: number, toX: number, y = 400): void {
    const target = document.elementFromPoint(fromX, y) ?? document.body;
    const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
    const steps = [fromX, (fromX + toX) / 2, toX];
    const at = (type: string, x: number) => {
      const touches = type === 'touchend' ? [] : [touch(x)];
      target.dispatchEvent(
        new TouchEvent(type, {
          touches,
          targetTouches: touches,
          changedTouches: [touch(x)],
          bubbles: true,
          cancelable: true,
          composed: true,
        }),
      );
    };
    const pointer = (type: string, x: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 1,
          pointerType: 'touch',
          isPrimary: true,
          clientX: x,
          clientY: y,
          bubbles: true,
          cancelable: true,
          composed: true,
        }),
      );
    pointer('pointerdown', fromX);
    at('touchstart', fromX);
    for (const x of steps.slice(1)) {
      pointer('pointermove', x);
      at('touchmove', x);
    }
    pointer('pointerup', toX);
    at('touchend', toX);
  }

  test('a swipe from either edge opens no drawer (spec: no swipe to open)', async () => {
    await renderPage('designer');
    swipe(2, 300);
    swipe(373, 60);
    await settle();
    expect(dialog('left').open).toBe(false);
    expect(dialog('right').open).toBe(false);
    expect($openDrawer.get()).toBeNull();
    // The same page opens them from their buttons, so the drawers are there to open.
    await userEvent.click(menuButton());
    expect(dialog('left').open).toBe(true);
  });
});

describe('right drawer', () => {
  test('below 900 px the avatar opens it with the mobile account menu (Earnings is /user/credits)', async () => {
    await renderPage('designer');
    await userEvent.click(avatarButton());
    await settle();
    const right = dialog('right');
    expect(right.open).toBe(true);
    expect(avatarButton().getAttribute('aria-expanded')).toBe('true');
    expect(hrefs(right)).toEqual([
      '/user/credits',
      '/user/ndas',
      '/account/getting-started',
      '/logout',
    ]);
    expect(right.textContent).toContain('Alex Morgan');
  });

  test('from 900 px the avatar opens the account dropdown instead (Earnings is /accounts/earnings)', async () => {
    await page.viewport(1280, 800);
    await renderPage('designer');
    await userEvent.click(avatarButton());
    await settle();
    expect(dialog('right').open).toBe(false);
    const panel = document.getElementById(avatarButton().getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(hrefs(panel as HTMLElement)).toEqual([
      '/accounts/earnings',
      '/user/ndas',
      '/account/getting-started',
      '/logout',
    ]);
  });

  test('contest holders get their account links', async () => {
    await renderPage('contest-holder');
    await userEvent.click(avatarButton());
    await settle();
    expect(hrefs(dialog('right'))).toEqual([
      '/account/personal-information',
      '/user/profile',
      '/accounts/payments',
      '/accounts/credits',
      '/logout',
    ]);
  });

  test('Escape closes it and focus returns to the avatar', async () => {
    await renderPage('contest-holder');
    avatarButton().focus();
    await press('Enter');
    expect(dialog('right').open).toBe(true);
    expect(dialog('right').contains(deepActiveElement())).toBe(true);
    await press('Escape');
    expect(dialog('right').open).toBe(false);
    expect(deepActiveElement()).toBe(avatarButton());
  });

  test('is 260 px wide and docked to the right edge', async () => {
    await renderPage('designer');
    await userEvent.click(avatarButton());
    await settle(350);
    const box = dialog('right').getBoundingClientRect();
    expect(box.width).toBe(260);
    expect(box.right).toBe(375);
  });

  test('logged-out visitors have no right drawer', async () => {
    await renderPage('logged-out');
    expect(document.querySelector('#site-drawer-right')).toBe(null);
  });
});

describe('islands in separate shadow roots', () => {
  test('a header in one shadow root opens a drawer in another; focus returns across them', async () => {
    const props = shellProps('contest-holder');
    const header = await renderInShadow(<SiteHeader {...props} />);
    const drawer = await renderInShadow(<LeftDrawer {...props} />);
    await renderInShadow(<RightDrawer {...props} />);
    const button = header.container.querySelector<HTMLButtonElement>('.site-header__menu-button');
    const left = drawer.container.querySelector<HTMLDialogElement>('dialog');
    if (!button || !left) throw new Error('missing menu button or drawer');

    button.focus();
    await press('Enter');
    expect(left.open).toBe(true);
    expect(left.contains(deepActiveElement())).toBe(true);
    expect(getComputedStyle(left).width).toBe('260px');

    await press('Escape');
    expect(left.open).toBe(false);
    expect(deepActiveElement()).toBe(button);
  });

  test('an open dropdown closes on a click outside its shadow root (composedPath)', async () => {
    await page.viewport(1280, 800);
    const header = await renderInShadow(<SiteHeader {...shellProps('contest-holder')} />);
    const support = [...header.container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === en['header.supportMenu'],
    );
    if (!support) throw new Error('no Support button');
    await userEvent.click(support);
    await settle();
    expect(support.getAttribute('aria-expanded')).toBe('true');
    // A click on the panel itself (inside the shadow root) keeps it open.
    const panel = header.container.querySelector('.site-support-menu .site-phone__hours');
    if (!panel) throw new Error('no panel content');
    await userEvent.click(panel);
    await settle();
    expect(support.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(document.body, { position: { x: 200, y: 600 } });
    await settle();
    expect(support.getAttribute('aria-expanded')).toBe('false');
  });
});
