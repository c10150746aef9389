import { act } from 'react';
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '../../../../src/i18n/create-translator.ts';
import { NotificationsDropdown } from '../../../../src/islands/notifications/NotificationsDropdown.tsx';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import type {
  NotificationsStoresOptions,
  SanitizerChunk,
} from '../../../../src/stores/notifications/notifications-stores.ts';
import { $openMenu } from '../../../../src/stores/open-menu.ts';
import { $unreadNotifications } from '../../../../src/stores/unread.ts';
import { xssPayloads } from '../../../support/xss-payloads.ts';
import {
  deferred,
  json,
  mockNetwork,
  StubSocket,
  type MockNetwork,
} from '../../support/mock-network.ts';
import { render, settle, translator, unmountAll, until } from '../../support/live-render.tsx';

declare global {
  interface Window {
    __xss?: string;
  }
}

const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

function notification(overrides: Record<string, unknown> = {}) {
  return {
    messageHtml:
      '<b>Anna Müller</b> submitted a new design to <a href="/contests/7">Logo for a bakery</a>',
    isRead: false,
    icon: '/notifications/icons/contest.svg',
    thumbnailUrl: '/thumbnails/7.png',
    destinationUrl: '/contests/7/entries',
    lastActivityAt: minutesAgo(5),
    _links: { self: { href: `/notifications/${Math.random()}` } },
    ...overrides,
  };
}

function listBody(items: object[], extra: Record<string, unknown> = {}) {
  return {
    _embedded: { notifications: items },
    unread_count: items.length,
    web_push_vapid_public_key:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    show_enable_browser_notifications_prompt: false,
    ...extra,
  };
}

let t: Translator;
let network: MockNetwork;
let apiBase: string;
let testNumber = 0;
let reported: string[];
let removeHook: () => void;

function options(extra: Partial<NotificationsStoresOptions> = {}): NotificationsStoresOptions {
  return {
    apiBase,
    fetch: network.fetch,
    csrfToken: () => 'token',
    WebSocket: StubSocket as unknown as NonNullable<NotificationsStoresOptions['WebSocket']>,
    random: () => 0,
    ...extra,
  };
}

async function mountBell(extra: Partial<NotificationsStoresOptions> = {}) {
  const endpoints = options(extra);
  return render(<NotificationsDropdown endpoints={endpoints} locale="en-GB" t={t.t} />);
}

const bell = () =>
  document.querySelector<HTMLButtonElement>('.site-notifications-menu .site-icon-button');
const panel = () => document.querySelector<HTMLElement>('.site-notifications-menu__panel');
const items = () => [...(panel()?.querySelectorAll<HTMLElement>('.site-notification') ?? [])];
const listCalls = () =>
  network.calls.filter((call) => call === 'GET /notifications/xhr/onsite').length;

/** A real click on the bell, once the first list answer has settled its accessible name. */
async function clickBell() {
  await until(() => expect(listCalls()).toBeGreaterThan(0));
  await settle(30);
  await userEvent.click(bell() as HTMLButtonElement);
  await settle();
}

beforeEach(async () => {
  t = await translator();
  network = mockNetwork();
  apiBase = `http://notifications-${(testNumber += 1)}.test`;
  network.on('GET /notifications/xhr/onsite', () =>
    json(listBody([notification(), notification({ isRead: true })])),
  );
  network.on('POST /notifications/xhr/onsite/mark-read-counter', () =>
    json({ ok: true, unread_count: 0 }),
  );
  network.on('POST /notifications/xhr/onsite/mark-all-read', () =>
    json({ ok: true, unread_count: 0 }),
  );
  network.on('POST /notifications/xhr/user-flag', () => json({ ok: true }));
  network.on('GET /notifications/ws/auth', () =>
    json({ url: 'ws://socket.test/notifications/ws?ticket=t' }),
  );
  StubSocket.instances = [];
  $openMenu.set(null);
  $unreadNotifications.set(0);
  reported = [];
  removeHook = setErrorHook((error, context) => reported.push(`${context}: ${String(error)}`));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await unmountAll();
  removeHook();
  vi.restoreAllMocks();
  delete window.__xss;
});

describe('the bell: toggle, outside click, hover refetch (spec §4)', () => {
  it('opens and closes with its icon; opening POSTs mark-read-counter', async () => {
    await mountBell();
    await clickBell();
    expect(bell()?.getAttribute('aria-expanded')).toBe('true');
    expect(panel()?.hidden).toBe(false);
    await until(() =>
      expect(network.calls).toContain('POST /notifications/xhr/onsite/mark-read-counter'),
    );
    await userEvent.click(bell() as HTMLButtonElement);
    expect(panel()?.hidden).toBe(true);
    expect(bell()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside', async () => {
    await mountBell();
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere on the page';
    outside.style.cssText = 'position:fixed;left:0;bottom:0;width:200px;height:40px';
    document.body.append(outside);
    await clickBell();
    expect(panel()?.hidden).toBe(false);
    await userEvent.click(outside);
    await settle();
    expect(panel()?.hidden).toBe(true);
  });

  it('hovering the closed icon fetches again (leading call), not while open', async () => {
    await mountBell();
    await until(() => expect(listCalls()).toBe(1));
    await settle(30);
    await userEvent.hover(bell() as HTMLButtonElement);
    await until(() => expect(listCalls()).toBe(2));
    await userEvent.unhover(bell() as HTMLButtonElement);
    await settle(1100);
    await userEvent.click(bell() as HTMLButtonElement);
    await settle();
    const before = listCalls();
    await userEvent.unhover(bell() as HTMLButtonElement);
    await userEvent.hover(bell() as HTMLButtonElement);
    await settle(1100);
    expect(listCalls()).toBe(before);
  });
});

describe('the dropdown states (spec §4, §8)', () => {
  it('loading: shows the loading state while fetching', async () => {
    const pending = deferred();
    network.on('GET /notifications/xhr/onsite', () => pending.promise);
    await mountBell();
    await act(async () => $openMenu.set('site-notifications'));
    expect(panel()?.querySelector('[role="status"]')?.textContent).toBe('Loading notifications…');
    pending.resolve(json(listBody([notification()])));
    await until(() => expect(items()).toHaveLength(1));
    expect(panel()?.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('the sanitizer chunk loads when the list is first shown; loading until it has', async () => {
    let release: () => void = () => {};
    const importSanitizer = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return import('../../../../src/live/sanitize/live-sanitize.chunk.ts');
    });
    await mountBell({ importSanitizer });
    await until(() => expect(listCalls()).toBe(1));
    await settle(30);
    // The list is fetched (count, push key), but no HTML is shown yet: no sanitizer either.
    expect(importSanitizer).not.toHaveBeenCalled();
    await clickBell();
    expect(importSanitizer).toHaveBeenCalledTimes(1);
    expect(panel()?.querySelector('[role="status"]')?.textContent).toBe('Loading notifications…');
    expect(items()).toHaveLength(0);
    release();
    await until(() => expect(items()).toHaveLength(2));
    expect(panel()?.querySelector('[role="status"]')?.textContent).toBe('');
    expect(items()[0]?.querySelector('.site-notification__message b')?.textContent).toBe(
      'Anna Müller',
    );
  });

  it('the sanitizer chunk fails to load: reported, "Try again" loads it and shows the list', async () => {
    const importSanitizer = vi
      .fn<() => Promise<SanitizerChunk>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('../../../../src/live/sanitize/live-sanitize.chunk.ts'));
    await mountBell({ importSanitizer });
    await clickBell();
    await until(() => expect(panel()?.querySelector('[role="alert"]')).not.toBeNull());
    expect(items()).toHaveLength(0);
    expect(reported.join()).toMatch(/Loading the notifications sanitizer: .*dynamically imported/);
    expect(panel()?.querySelector('[role="alert"]')?.textContent).toContain(
      'Your notifications could not be shown.',
    );
    const retry = panel()?.querySelector<HTMLButtonElement>('[role="alert"] button');
    expect(retry?.textContent).toBe('Try again');
    await userEvent.click(retry as HTMLButtonElement);
    await until(() => expect(items()).toHaveLength(2));
    expect(panel()?.querySelector('[role="alert"]')).toBeNull();
    expect(importSanitizer).toHaveBeenCalledTimes(2);
  });

  it('empty: "No notifications found."', async () => {
    network.on('GET /notifications/xhr/onsite', () => json(listBody([])));
    await mountBell();
    await clickBell();
    await until(() => expect(panel()?.textContent).toContain('No notifications found.'));
    expect(panel()?.querySelector('.site-notifications__mark-all')).toBeNull();
  });

  it('a 500 is reported and the list stays empty', async () => {
    network.on('GET /notifications/xhr/onsite', () => json({ error: 'boom' }, 500));
    await mountBell();
    await clickBell();
    await until(() => expect(panel()?.textContent).toContain('No notifications found.'));
    expect(reported.join()).toMatch(/Loading notifications: .*500/);
  });

  it('invalid JSON is reported and the list stays empty', async () => {
    network.on('GET /notifications/xhr/onsite', () => new Response('{"_embedded": {"notifica'));
    await mountBell();
    await clickBell();
    await until(() => expect(panel()?.textContent).toContain('No notifications found.'));
    expect(reported.join()).toMatch(/not JSON/);
  });

  it('the list: message HTML, unread marks, icons, thumbnails, links to the destination', async () => {
    await mountBell();
    await clickBell();
    await until(() => expect(items()).toHaveLength(2));
    const [unread, read] = items();
    expect(unread?.classList.contains('site-notification--unread')).toBe(true);
    expect(read?.classList.contains('site-notification--unread')).toBe(false);
    expect(unread?.querySelector('b')?.textContent).toBe('Anna Müller');
    expect(unread?.querySelector('.site-notification__message a')?.getAttribute('href')).toBe(
      '/contests/7',
    );
    const link = unread?.querySelector<HTMLAnchorElement>('.site-notification__link');
    expect(link?.getAttribute('href')).toBe('/contests/7/entries');
    expect(unread?.querySelector('.site-notification__icon')?.getAttribute('src')).toBe(
      '/notifications/icons/contest.svg',
    );
    expect(unread?.querySelector('.site-notification__thumbnail')?.getAttribute('src')).toBe(
      '/thumbnails/7.png',
    );
    // The destination link is named by the status, the message and the date.
    const labelIds = link?.getAttribute('aria-labelledby')?.split(' ') ?? [];
    const name = labelIds.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(name).toMatch(/^Unread Anna Müller submitted a new design to Logo for a bakery .*\d/);
    expect(panel()?.querySelector('h2')?.textContent).toBe('Notifications');
    expect(panel()?.querySelector('ul')).not.toBeNull();
  });

  it('items without a valid date are not shown', async () => {
    network.on('GET /notifications/xhr/onsite', () =>
      json(
        listBody([
          notification({ lastActivityAt: 'not-a-date' }),
          notification({ lastActivityAt: '2023-02-30T10:00:00Z' }),
          notification(),
        ]),
      ),
    );
    await mountBell();
    await clickBell();
    await until(() => expect(items()).toHaveLength(1));
  });

  it('hostile HTML and URLs: nothing runs, no javascript: link is left', async () => {
    const hostile = xssPayloads.map((messageHtml, index) =>
      notification({
        messageHtml,
        destinationUrl: index % 3 === 0 ? `javascript:window.__xss='destination'` : '/ok',
        icon: index % 3 === 1 ? `javascript:window.__xss='icon'` : null,
        thumbnailUrl:
          index % 3 === 2 ? `data:text/html,<script>window.__xss='thumb'</script>` : null,
      }),
    );
    network.on('GET /notifications/xhr/onsite', () => json(listBody(hostile)));
    await mountBell();
    await clickBell();
    await until(() => expect(items()).toHaveLength(xssPayloads.length));
    await settle(200);
    expect(window.__xss).toBeUndefined();
    const root = panel() as HTMLElement;
    expect(
      root.querySelector(
        'script, iframe, object, embed, svg, math, form, input, img:not(.site-notification__icon):not(.site-notification__thumbnail)',
      ),
    ).toBeNull();
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
    for (const element of root.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(['http:', 'https:']).toContain(new URL(url, location.href).protocol);
    }
    // Every third item had only a javascript: destination: it has no destination link.
    expect(items()[0]?.querySelector('.site-notification__link')).toBeNull();
  });

  it('mark all read: every item read at once, then the POST', async () => {
    const answer = deferred();
    network.on('POST /notifications/xhr/onsite/mark-all-read', () => answer.promise);
    await mountBell();
    await clickBell();
    await until(() => expect(items()).toHaveLength(2));
    const button = [...(panel()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Mark all read',
    );
    await userEvent.click(button as HTMLButtonElement);
    expect(items().some((item) => item.classList.contains('site-notification--unread'))).toBe(
      false,
    );
    expect(network.calls).toContain('POST /notifications/xhr/onsite/mark-all-read');
    answer.resolve(json({ ok: true, unread_count: 0 }));
    await settle();
  });

  it('when mark all read fails, the items turn unread again and an alert says so', async () => {
    network.on('POST /notifications/xhr/onsite/mark-all-read', () => json({ error: 'boom' }, 500));
    await mountBell();
    await clickBell();
    await until(() => expect(items()).toHaveLength(2));
    const before = listCalls();
    const button = [...(panel()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Mark all read',
    );
    await userEvent.click(button as HTMLButtonElement);
    await until(() =>
      expect(panel()?.querySelector('[role="alert"]')?.textContent).toBe(
        'Your notifications could not be marked as read, so they show as unread again. Please try again.',
      ),
    );
    // The one that was unread is unread again; the one already read stays read.
    expect(items().map((item) => item.classList.contains('site-notification--unread'))).toEqual([
      true,
      false,
    ]);
    expect(listCalls()).toBe(before); // nothing refetched behind the user's back
    expect(reported.join()).toContain('Marking all notifications read');
  });

  it('when the session has ended, the panel asks to log in, with a link to /login', async () => {
    network.on('GET /notifications/xhr/onsite', () => json({ error: 'unauthenticated' }, 401));
    await mountBell();
    await clickBell();
    await until(() =>
      expect(panel()?.textContent).toContain('Please log in to view your notifications'),
    );
    const login = panel()?.querySelector('a[href="/login"]');
    expect(login?.textContent).toBe('Log in');
    expect(items()).toHaveLength(0);
  });

  it('a click on an item goes to its destination and closes the dropdown', async () => {
    await mountBell();
    await clickBell();
    await until(() => expect(items()).toHaveLength(2));
    let followed = '';
    const stay = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest('a');
      followed = anchor?.href ?? '';
      event.preventDefault();
    };
    document.addEventListener('click', stay);
    // A click anywhere on the item (here on its message text) lands on the stretched link.
    const message = items()[0]?.querySelector('.site-notification__message b') as HTMLElement;
    const box = items()[0]?.getBoundingClientRect() as DOMRect;
    const target = document.elementFromPoint(box.right - 80, box.top + box.height / 2);
    await act(async () => (target as HTMLElement).click());
    document.removeEventListener('click', stay);
    expect(message).not.toBeNull();
    expect(followed).toBe(new URL('/contests/7/entries', location.href).href);
    expect(panel()?.hidden).toBe(true);
  });

  it('time labels: relative text, the full date on hover and on focus', async () => {
    await mountBell();
    await clickBell();
    await until(() => expect(items()).toHaveLength(2));
    const time = items()[0]?.querySelector('time') as HTMLElement;
    const full = time.querySelector('.site-time__full') as HTMLElement;
    // Five minutes ago: today, so only the time (en-GB: HH:MM).
    expect(time.querySelector('.site-time__short')?.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(full.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.hover(time);
    expect(full.getBoundingClientRect().width).toBeGreaterThan(50);
    await userEvent.unhover(time);
    (items()[0]?.querySelector('.site-notification__link') as HTMLElement).focus();
    expect(full.getBoundingClientRect().width).toBeGreaterThan(50);
    expect(full.textContent).toMatch(new RegExp(String(new Date().getFullYear())));
  });
});

describe('the live badge (spec §5, §7)', () => {
  it('follows the socket, shows 99+ above 99, and says the count in the button’s name', async () => {
    await mountBell();
    await until(() => expect(StubSocket.instances).toHaveLength(1));
    await act(async () => {
      StubSocket.instances[0]?.open();
      StubSocket.instances[0]?.receive('{"type":"unread-counter","count":5}');
    });
    expect(bell()?.textContent).toBe('5');
    expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 5 unread notifications');
    await act(async () =>
      StubSocket.instances[0]?.receive('{"type":"ping"}\n{"type":"unread-counter","count":150}'),
    );
    expect(bell()?.textContent).toBe('99+');
    expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 150 unread notifications');
    await act(async () => StubSocket.instances[0]?.receive('{"type":"unread-counter","count":0}'));
    expect(bell()?.querySelector('.site-badge')).toBeNull();
  });

  it('two bells on one page share one socket', async () => {
    await mountBell();
    await mountBell();
    await settle(300);
    expect(document.querySelectorAll('.site-notifications-menu')).toHaveLength(2);
    expect(StubSocket.instances).toHaveLength(1);
    expect(network.calls.filter((call) => call === 'GET /notifications/ws/auth')).toHaveLength(1);
  });

  it('a missing socket url is reported', async () => {
    network.on('GET /notifications/ws/auth', () => json({}));
    await mountBell();
    await until(() => expect(reported.join()).toMatch(/websocket url is missing/));
    expect(StubSocket.instances).toHaveLength(0);
  });
});
