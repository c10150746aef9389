import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import { setUnreadMessages, setUnreadNotifications } from '../../../src/stores/unread.ts';
import { deepActiveElement, press } from '../support/keyboard.ts';
import { layoutLanguages } from '../support/matrix.ts';
import { catalogues } from '../support/messages.ts';
import { cleanup, render, settle } from '../support/render.tsx';
import { resetStores } from '../support/reset-stores.ts';
import { shellProps, type ShellPropsOptions } from '../support/shell-props.ts';
import { sites, withoutPhone } from '../support/sites.ts';
import {
  roles,
  signedInRoles,
  type HeaderVariant,
  type Role,
} from '../../../src/navigation/types.ts';

// spec §2 "Header behaviour per role", §5 badges, and the keyboard path.

const en = catalogues.en;

async function renderHeader(
  role: Role,
  options: ShellPropsOptions & { variant?: HeaderVariant } = {},
) {
  const { variant, ...rest } = options;
  const view = await render(
    <SiteHeader {...shellProps(role, rest)} {...(variant ? { variant } : {})} />,
  );
  const header = view.container.querySelector('header');
  if (!header) throw new Error('no header');
  return header;
}

function hrefs(root: ParentNode, selector = 'a'): string[] {
  return [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href') ?? '');
}

function isShown(element: Element | null): boolean {
  return !!element && element.checkVisibility({ visibilityProperty: true });
}

beforeEach(async () => {
  resetStores();
  await page.viewport(1280, 800);
});

afterEach(cleanup);

describe('logged out', () => {
  test('a Log in link and the support phone with its office hours in a tooltip', async () => {
    const header = await renderHeader('logged-out');
    const login = header.querySelector('a[href="/login"]');
    expect(login?.textContent).toBe(en['header.login']);

    const phone = header.querySelector('a[href^="tel:"]');
    expect(phone?.getAttribute('href')).toBe('tel:+14155550142');
    expect(phone?.textContent).toContain('+1 415 555 0142');
    const tooltip = document.getElementById(phone?.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toContain(sites.us.officeHours);
  });

  test('no support phone when the site has none', async () => {
    const header = await renderHeader('logged-out', { site: withoutPhone(sites.us) });
    expect(header.querySelector('a[href^="tel:"]')).toBe(null);
    expect(header.querySelector('a[href="/login"]')).not.toBe(null);
  });

  test('no account menu, no messages or notifications', async () => {
    const header = await renderHeader('logged-out');
    expect(header.querySelector('.site-account-menu')).toBe(null);
    expect(hrefs(header)).not.toContain('/messages');
    expect(hrefs(header)).not.toContain('/notifications');
  });

  test('home is / and the primary navigation is the public menu', async () => {
    const header = await renderHeader('logged-out');
    expect(header.querySelector('.site-brand')?.getAttribute('href')).toBe('/');
    const nav = header.querySelector(`nav[aria-label="${en['header.primaryNavigation']}"]`);
    expect(nav).not.toBe(null);
    expect(hrefs(nav as Element)).toEqual(
      expect.arrayContaining(['/how-it-works', '/designers/search', '/discover', '/pro/studio']),
    );
  });

  test('Studio in English and German, Pro in Japanese', async () => {
    const english = await renderHeader('logged-out');
    expect(hrefs(english)).toContain('/pro/studio');
    await cleanup();
    const german = await renderHeader('logged-out', {
      site: sites.de,
      locale: 'de-DE',
      messages: catalogues.de,
    });
    expect(hrefs(german)).toContain('/pro/studio');
    await cleanup();
    const japanese = await renderHeader('logged-out', {
      site: sites.jp,
      locale: 'ja-JP',
      messages: catalogues.ja,
    });
    expect(hrefs(japanese)).toContain('/pro');
    expect(hrefs(japanese)).not.toContain('/pro/studio');
  });
});

describe('contest holder', () => {
  test('a Support menu with phone and hours, Design consultation and Help Center', async () => {
    const header = await renderHeader('contest-holder');
    const support = page.getByRole('button', { name: en['header.supportMenu'] });
    await support.click();
    await settle();
    const panel = header.querySelector('.site-support-menu .site-dropdown__panel');
    expect(isShown(panel)).toBe(true);
    expect(hrefs(panel as Element)).toEqual(['tel:+14155550142', '/design-consultation', '/help']);
    expect(panel?.textContent).toContain(sites.us.officeHours);
  });

  test('home is /work', async () => {
    const header = await renderHeader('contest-holder');
    expect(header.querySelector('.site-brand')?.getAttribute('href')).toBe('/work');
  });
});

describe('designer', () => {
  test('a Help Center link that opens in a new tab, safely', async () => {
    const header = await renderHeader('designer');
    const help = header.querySelector('.site-header__actions a[href="/help"]');
    expect(help?.getAttribute('target')).toBe('_blank');
    expect(help?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(help?.textContent).toContain(en['link.newTab']);
  });

  test('no phone and no Support menu (spec §6)', async () => {
    const header = await renderHeader('designer');
    expect(header.querySelector('a[href^="tel:"]')).toBe(null);
    expect(header.querySelector('.site-support-menu')).toBe(null);
  });
});

describe.each(signedInRoles)('%s: icons and avatar', (role) => {
  test('messages and notifications links whose names say the unread counts', async () => {
    setUnreadMessages(3);
    setUnreadNotifications(1);
    const header = await renderHeader(role);
    const messages = page.getByRole('link', { name: 'Messages, 3 unread messages', exact: true });
    const notifications = page.getByRole('link', {
      name: 'Notifications, 1 unread notification',
      exact: true,
    });
    expect(messages.element().getAttribute('href')).toBe('/messages');
    expect(notifications.element().getAttribute('href')).toBe('/notifications');
    expect(header.querySelector('a[href="/messages"] .site-badge')?.textContent).toBe('3');
  });

  test('badges show 99+ above 99 and follow the stores live', async () => {
    setUnreadNotifications(99);
    const header = await renderHeader(role);
    const badge = () => header.querySelector('a[href="/notifications"] .site-badge');
    expect(badge()?.textContent).toBe('99');
    setUnreadNotifications(100);
    await settle();
    expect(badge()?.textContent).toBe('99+');
    setUnreadNotifications(0);
    await settle();
    expect(badge()).toBe(null);
  });

  test('the messages badge is hidden at zero and on the messages pages', async () => {
    setUnreadMessages(0);
    const header = await renderHeader(role);
    expect(header.querySelector('a[href="/messages"] .site-badge')).toBe(null);
    await cleanup();
    setUnreadMessages(5);
    const onInbox = await renderHeader(role, { currentPath: '/messages' });
    expect(onInbox.querySelector('a[href="/messages"] .site-badge')).toBe(null);
    await cleanup();
    const onConversation = await renderHeader(role, { currentPath: '/messages/77' });
    expect(onConversation.querySelector('a[href="/messages"] .site-badge')).toBe(null);
  });

  test('an avatar button that asks for /avatars/current-user/32', async () => {
    performance.clearResourceTimings();
    const header = await renderHeader(role);
    const avatar = header.querySelector<HTMLButtonElement>('.site-account-menu__button');
    expect(avatar?.getAttribute('aria-label')).toBe(en['header.openUserMenu']);
    expect(avatar?.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      )
      .toContain('/avatars/current-user/32');
  });

  test('a picture that fails to load becomes a silhouette, not a broken image', async () => {
    const header = await renderHeader(role);
    // The test server has no avatar route: the request fails.
    await expect
      .poll(() => header.querySelector('.site-account-menu__avatar--placeholder'))
      .not.toBe(null);
    expect(header.querySelector('.site-account-menu__button img')).toBe(null);
  });
});

describe('focused variant', () => {
  test('only the support phone: no navigation, no menu button, no account', async () => {
    const header = await renderHeader('contest-holder', { variant: 'focused' });
    expect(header.querySelector('nav')).toBe(null);
    expect(header.querySelector('.site-header__menu-button')).toBe(null);
    expect(header.querySelector('.site-account-menu')).toBe(null);
    expect(hrefs(header, '.site-header__actions a')).toEqual(['tel:+14155550142']);
  });

  test('designers, who have no phone menu, get the wordmark only', async () => {
    const header = await renderHeader('designer', { variant: 'focused' });
    expect(hrefs(header, '.site-header__actions a')).toEqual([]);
  });
});

describe('blog variant', () => {
  test('the blog top bar: Get a design, How it works, Find a designer, Inspiration, Studio', async () => {
    const header = await renderHeader('logged-out', { variant: 'blog' });
    const nav = header.querySelector('nav');
    expect(hrefs(nav as Element)).toEqual([
      '/categories',
      '/how-it-works',
      '/designers/search',
      '/discover',
      '/pro/studio',
    ]);
  });
});

describe('keyboard path', () => {
  test('desktop, logged out: skip link, wordmark, navigation, phone, Log in', async () => {
    await renderHeader('logged-out');
    const path: string[] = [];
    for (let presses = 0; presses < 9; presses += 1) {
      await press('Tab');
      const active = deepActiveElement();
      path.push(active?.getAttribute('href') ?? active?.textContent?.trim() ?? '');
    }
    expect(path).toEqual([
      '#main',
      '/',
      en['nav.getADesign'],
      '/how-it-works',
      '/designers/search',
      '/discover',
      '/pro/studio',
      'tel:+14155550142',
      '/login',
    ]);
  });

  test('mobile, contest holder: skip link, menu button, wordmark, messages, notifications, avatar', async () => {
    await page.viewport(375, 800);
    await renderHeader('contest-holder');
    const path: string[] = [];
    for (let presses = 0; presses < 6; presses += 1) {
      await press('Tab');
      const active = deepActiveElement();
      path.push(active?.getAttribute('href') ?? active?.getAttribute('aria-label') ?? '');
    }
    expect(path).toEqual([
      '#main',
      en['header.openMainMenu'],
      '/work',
      '/messages',
      '/notifications',
      en['header.openUserMenu'],
    ]);
  });

  test('keyboard focus is visible: a 2 px solid ring', async () => {
    await renderHeader('logged-out');
    await press('Tab');
    await press('Tab');
    const focused = deepActiveElement();
    expect(focused?.getAttribute('href')).toBe('/');
    const style = getComputedStyle(focused as Element);
    expect(style.outlineStyle).toBe('solid');
    expect(style.outlineWidth).toBe('2px');
  });

  test('the skip link is hidden until focused, then visible on screen', async () => {
    const header = await renderHeader('logged-out');
    const skip = header.querySelector<HTMLElement>('.site-skip-link');
    const offscreen = skip?.getBoundingClientRect();
    expect(offscreen && offscreen.bottom <= 0).toBe(true);
    await press('Tab');
    expect(deepActiveElement()).toBe(skip);
    await settle(50);
    const onscreen = skip?.getBoundingClientRect();
    expect(onscreen && onscreen.top >= 0 && onscreen.height > 20).toBe(true);
    expect(skip?.textContent).toBe(en['a11y.skipToContent']);
  });
});

describe('layout', () => {
  test('below 900 px the navigation collapses behind the menu button', async () => {
    await page.viewport(899, 800);
    const header = await renderHeader('logged-out');
    expect(isShown(header.querySelector('nav'))).toBe(false);
    expect(isShown(header.querySelector('.site-header__menu-button'))).toBe(true);
    await page.viewport(900, 800);
    await settle(50);
    expect(isShown(header.querySelector('nav'))).toBe(true);
    expect(isShown(header.querySelector('.site-header__menu-button'))).toBe(false);
  });

  test('from 900 to 1440 px the navigation and the actions fit on one line without overlapping', async () => {
    const overlaps: string[] = [];
    for (const { code, site, locale, messages } of layoutLanguages) {
      for (const role of roles) {
        const header = await renderHeader(role, { site, locale, messages });
        for (const width of [900, 1000, 1100, 1200, 1299, 1300, 1440]) {
          await page.viewport(width, 700);
          await settle();
          const nav = header.querySelector('nav');
          const actions = header.querySelector('.site-header__actions');
          const bar = header.querySelector('.site-header__bar');
          const navBox = nav?.getBoundingClientRect();
          const actionsBox = actions?.getBoundingClientRect();
          const fits =
            !!nav &&
            !!navBox &&
            !!actionsBox &&
            nav.scrollWidth <= nav.clientWidth &&
            navBox.right <= actionsBox.left &&
            actionsBox.right <= width &&
            bar?.getBoundingClientRect().height === 64;
          if (!fits) overlaps.push(`${code} ${role} ${width}px`);
        }
        await cleanup();
      }
    }
    expect(overlaps).toEqual([]);
  });

  test('from 320 to 899 px the mobile bar fits on one line in every language', async () => {
    const overflows: string[] = [];
    for (const { code, site, locale, messages } of layoutLanguages) {
      for (const role of roles) {
        const header = await renderHeader(role, { site, locale, messages });
        for (const width of [320, 375, 414, 600, 768, 899]) {
          await page.viewport(width, 700);
          await settle();
          const bar = header.querySelector('.site-header__bar');
          const actions = header.querySelector('.site-header__actions')?.getBoundingClientRect();
          const fits =
            !!bar &&
            !!actions &&
            bar.scrollWidth <= bar.clientWidth &&
            actions.right <= width &&
            bar.getBoundingClientRect().height === 56;
          if (!fits) overflows.push(`${code} ${role} ${width}px`);
        }
        await cleanup();
      }
    }
    expect(overflows).toEqual([]);
  });

  test('every control of the mobile header is a touch target of at least 44 × 44 px', async () => {
    await page.viewport(375, 800);
    const header = await renderHeader('designer');
    const controls = [...header.querySelectorAll<HTMLElement>('a, button')].filter(
      (control) => isShown(control) && !control.classList.contains('site-skip-link'),
    );
    expect(controls.length).toBeGreaterThanOrEqual(5);
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      expect(box.width, control.outerHTML.slice(0, 80)).toBeGreaterThanOrEqual(44);
      expect(box.height, control.outerHTML.slice(0, 80)).toBeGreaterThanOrEqual(44);
    }
  });

  test('nothing in the header uses ARIA menu roles (site navigation is disclosure)', async () => {
    const header = await renderHeader('designer');
    expect(header.querySelector('[role="menu"], [role="menuitem"], [role="menubar"]')).toBe(null);
    expect(header.querySelectorAll('button[aria-expanded]').length).toBeGreaterThan(0);
  });
});
