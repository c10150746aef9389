// Opening a demo page of the reference server and reading its chrome. The
// page functions here run in the browser: self-contained, no closures.
import type { EnginePage } from '../../../support/engines/driver/engine-page.ts';
import { roles, type Role } from '../../../../src/navigation/types.ts';
import { waitForState } from '../../../support/engines/driver/wait-for-state.ts';

export interface DemoCase {
  site: string;
  locale: string;
  role: Role;
}

/** The smokes' demo pages: every role, in English and German. */
export const demoCases: DemoCase[] = [
  { site: 'us-en', locale: 'en-US' },
  { site: 'de-de', locale: 'de-DE' },
].flatMap((market) => roles.map((role) => ({ ...market, role })));

/** The support phone's `tel:` links as one `tel:` (its number is the site's). */
export const phoneAsTel = (list: string[]): string[] =>
  list.map((href) => (href.startsWith('tel:') ? 'tel:' : href));

export function demoPath({ site, locale, role }: DemoCase): string {
  return `/demo?${new URLSearchParams({ site, locale, role })}`;
}

export interface DemoReadiness {
  /** Tags of the page's elements that are not defined yet. */
  undefinedTags: string[];
  /** Tags of defined elements whose `ready` has not resolved yet. */
  pendingTags: string[];
  /** Whether the header shows the live messages and notifications buttons. */
  liveButtons: boolean;
}

/**
 * Where the page's elements are: read without waiting (a promise that never
 * settles must not hang the driver), noting each `ready` once it resolves.
 */
export function demoReadiness(): DemoReadiness {
  const marks = window as unknown as { smokeReady?: WeakSet<Element> };
  const ready = (marks.smokeReady ??= new WeakSet());
  const elements = [
    ...document.querySelectorAll('site-header, site-footer, site-drawer, site-unread-badge'),
  ];
  const undefinedTags: string[] = [];
  const pendingTags: string[] = [];
  for (const element of elements) {
    if (!customElements.get(element.localName)) {
      undefinedTags.push(element.localName);
    } else if (!ready.has(element)) {
      pendingTags.push(element.localName);
      void (element as HTMLElement & { ready: Promise<void> }).ready.then(() => ready.add(element));
    }
  }
  const header = document.querySelector('site-header')?.shadowRoot;
  const liveButtons = ['site-messages-panel', 'site-notifications-panel'].every(
    (id) => !!header?.querySelector(`button[aria-controls="${id}"]`),
  );
  return { undefinedTags, pendingTags, liveButtons };
}

/**
 * Resolves once every element of the page has rendered (`ready`) and, for a
 * signed-in user, the live dropdowns have replaced the plain messages and
 * notifications links (as tests/e2e/demo/support.ts waits for them). On a
 * server-rendered page the views, and with them the dropdowns, come when the
 * reader reaches for the header (issue 37): the smoke moves a pointer over it
 * first, as a reader on the way to its controls does.
 */
export async function waitForDemo(page: EnginePage, signedIn: boolean): Promise<void> {
  await waitForState(
    page,
    { message: 'the demo page’s elements to render', timeout: 20_000 },
    (state) => state.undefinedTags.length === 0 && state.pendingTags.length === 0,
    demoReadiness,
  );
  if (!signedIn) return;
  await page.evaluate(reachForHeader);
  await waitForState(
    page,
    { message: 'the header’s live dropdowns', timeout: 20_000 },
    (state) => state.liveButtons,
    demoReadiness,
  );
}

/** A pointer over the header: the reader's first intent (src/elements/hydration/reader-intent.ts). */
export function reachForHeader(): void {
  document
    .querySelector('site-header')
    ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
}

export async function openDemo(page: EnginePage, demo: DemoCase): Promise<void> {
  await page.goto(demoPath(demo));
  await waitForDemo(page, demo.role !== 'logged-out');
}

/** A path for `click` to an element inside the header's shadow root. */
export const inHeader = (selector: string): string[] => ['site-header', selector];

export const menuButton = inHeader('.site-header__menu-button');
export const avatarButton = inHeader('.site-account-menu__button');

/**
 * A path for `click` to an element inside a drawer. The demo pages are
 * server-rendered, and there the header holds its drawers (`drawers`).
 */
export const inDrawer = (side: 'left' | 'right', selector: string): string[] => [
  'site-header',
  `#site-drawer-${side} ${selector}`,
];

/** Whether the focused element (through shadow roots) is the one at `path`. */
export function isFocused(path: string[]): boolean {
  let root: ParentNode = document;
  let target: Element | null = null;
  for (const selector of path) {
    target = root.querySelector(selector);
    if (!target) return false;
    root = target.shadowRoot ?? target;
  }
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active !== null && active === target;
}

export interface DrawerState {
  open: boolean;
  /** The dialog's right edge, in viewport pixels. */
  right: number;
  /** Shown, and wholly inside the viewport (its slide-in has ended). */
  onScreen: boolean;
  focusInside: boolean;
}

/** A drawer's state, from a `<site-drawer>` or from the header that holds it (`drawers`). */
export function drawerState(side: 'left' | 'right'): DrawerState {
  const dialog =
    document.querySelector(`site-drawer[side="${side}"]`)?.shadowRoot?.querySelector('dialog') ??
    document.querySelector('site-header')?.shadowRoot?.getElementById(`site-drawer-${side}`);
  if (!(dialog instanceof HTMLDialogElement)) {
    return { open: false, right: 0, onScreen: false, focusInside: false };
  }
  const box = dialog.getBoundingClientRect();
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return {
    open: dialog.open,
    right: box.right,
    onScreen:
      dialog.open &&
      dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.width > 0 &&
      box.left >= 0 &&
      box.right <= innerWidth,
    focusInside: active !== null && dialog.contains(active),
  };
}

export interface DropdownState {
  expanded: boolean;
  /** The panel is shown (not hidden, not transparent, has a size). */
  shown: boolean;
  /** Its links' hrefs. */
  hrefs: string[];
  /** Its list items, as text. */
  items: string[];
  /** Images in the panel's visible part that have not loaded (or are broken). */
  imagesNotLoaded: string[];
}

/** The header's disclosure button controlling `panelId`, and its panel. */
export function dropdownState(panelId: string): DropdownState {
  const header = document.querySelector('site-header')?.shadowRoot;
  const button = header?.querySelector(`button[aria-controls="${panelId}"]`);
  const panel = header?.getElementById(panelId);
  if (!button || !panel) {
    return { expanded: false, shown: false, hrefs: [], items: [], imagesNotLoaded: [] };
  }
  const box = panel.getBoundingClientRect();
  const inView = (image: Element) => {
    const own = image.getBoundingClientRect();
    return own.bottom > box.top && own.top < box.bottom && own.width > 0;
  };
  return {
    expanded: button.getAttribute('aria-expanded') === 'true',
    shown:
      panel.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.width > 0 &&
      box.height > 0,
    hrefs: [...panel.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
    items: [...panel.querySelectorAll('li')].map((item) => item.textContent?.trim() ?? ''),
    imagesNotLoaded: [...panel.querySelectorAll('img')]
      .filter((image) => inView(image) && !(image.complete && image.naturalWidth > 0))
      .map((image) => image.getAttribute('src') ?? ''),
  };
}

/** The text of the header's unread badge on the button controlling `panelId`, or null without one. */
export function headerBadge(panelId: string): string | null {
  const header = document.querySelector('site-header')?.shadowRoot;
  const button = header?.querySelector(`button[aria-controls="${panelId}"]`);
  return button?.querySelector('.site-badge')?.textContent ?? null;
}

/**
 * Every link of the header (hidden ones included: they move between bar,
 * menus and breakpoints); not those of the drawers it may hold (`drawers`).
 */
export function headerHrefs(): string[] {
  const header = document.querySelector('site-header')?.shadowRoot?.querySelector('header');
  return [...(header?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href') ?? '');
}

/** The header's links that are visible now. */
export function visibleHeaderHrefs(): string[] {
  const header = document.querySelector('site-header')?.shadowRoot?.querySelector('header');
  return [...(header?.querySelectorAll('a') ?? [])]
    .filter((link) => {
      const box = link.getBoundingClientRect();
      return (
        link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 1 &&
        box.height > 1 &&
        box.top >= 0
      );
    })
    .map((link) => link.getAttribute('href') ?? '');
}

/** POSTs JSON from inside the page, as its session, with the CSRF token of its cookie. */
export async function postFromPage(
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('csrf_token='));
  if (!cookie) throw new Error('no csrf_token cookie');
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': decodeURIComponent(cookie.slice('csrf_token='.length)),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

export interface SwitcherOption {
  name: string;
  href: string;
  current: boolean;
  shown: boolean;
}

/** The language switcher's options in the left drawer. */
export function drawerLanguageOptions(): SwitcherOption[] {
  const drawer =
    document.querySelector('site-drawer[side="left"]')?.shadowRoot ??
    document.querySelector('site-header')?.shadowRoot?.getElementById('site-drawer-left');
  return [...(drawer?.querySelectorAll('.site-language-switcher a') ?? [])].map((link) => ({
    name: link.textContent?.trim() ?? '',
    href: link.getAttribute('href') ?? '',
    current: link.getAttribute('aria-current') === 'true',
    shown: link.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  }));
}

export function tooltipShown(id: string): boolean {
  const tooltip = document.querySelector('site-header')?.shadowRoot?.getElementById(id);
  return !!tooltip && tooltip.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

/**
 * Clicks `opener` and waits for its drawer to be open with the focus inside
 * (and on screen, unless `onScreen` is false).
 */
export async function openDrawerFrom(
  page: EnginePage,
  opener: string[],
  side: 'left' | 'right',
  onScreen = true,
): Promise<void> {
  await page.click(opener);
  await waitForState(
    page,
    `the ${side} drawer open with the focus inside`,
    (state) => state.open && state.focusInside && (state.onScreen || !onScreen),
    drawerState,
    side,
  );
}

/**
 * Opens the drawer from `opener` (openDrawerFrom), presses Escape and waits
 * for it to close. Resolves with whether the focus went back to the opener.
 */
export async function openThenEscape(
  page: EnginePage,
  opener: string[],
  side: 'left' | 'right',
  onScreen = true,
): Promise<boolean> {
  await openDrawerFrom(page, opener, side, onScreen);
  await page.press('Escape');
  await waitForState(page, 'the drawer to close', (state) => !state.open, drawerState, side);
  return page.evaluate(isFocused, opener);
}
