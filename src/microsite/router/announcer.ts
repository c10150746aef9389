import { observable, type ReadableValue } from './observable.ts';

// One screen-reader announcement per navigation (spec §2): "Navigated to "
// followed by the new page's heading, or its title. Astro's ClientRouter
// announces on its own; its announcer is removed as soon as it appears, so a
// reader hears ours and never both.

export interface Announcement {
  text: string;
  /** The language of the text (the new page's). */
  lang: string;
}

/** What the new page is called: its first h1, else its title, else its path. */
export function pageName(document: Document): string {
  const heading = document.querySelector('main h1, h1')?.textContent?.replace(/\s+/g, ' ').trim();
  if (heading) return heading;
  const title = document.title.trim();
  return title !== '' ? title : document.location.pathname;
}

/** `template` is the localized "Navigated to {page}". */
export function announcementText(template: string, name: string): string {
  return template.includes('{page}') ? template.replace('{page}', name) : `${template} ${name}`;
}

export interface Announcer {
  $announcement: ReadableValue<Announcement | null>;
  /** Clears the region before the swap, so the same text twice is still a change. */
  clear(): void;
  announce(document: Document, template: string): void;
}

export function createAnnouncer(): Announcer {
  const $announcement = observable<Announcement | null>(null);
  return {
    $announcement,
    clear: () => $announcement.set(null),
    announce(document, template) {
      $announcement.set({
        text: announcementText(template, pageName(document)),
        lang: document.documentElement.lang,
      });
    },
  };
}

/** Writes the announcement into the live region. */
export function renderAnnouncement(
  $announcement: ReadableValue<Announcement | null>,
  region: () => HTMLElement | null,
): () => void {
  return $announcement.subscribe((announcement) => {
    const element = region();
    if (!element) return;
    element.textContent = announcement?.text ?? '';
    if (announcement) element.lang = announcement.lang;
  });
}

const astroAnnouncerClass = 'astro-route-announcer';

/** Removes Astro's route announcer whenever it is added to the body; returns the cleanup. */
export function removeAstroAnnouncer(document: Document): () => void {
  const removeAll = () => {
    for (const element of document.querySelectorAll(`.${astroAnnouncerClass}`)) element.remove();
  };
  // The body is replaced on every navigation: watch the root for the new body
  // and the current body for the announcer.
  const bodyObserver = new MutationObserver(removeAll);
  const observeBody = () => {
    bodyObserver.disconnect();
    if (document.body) bodyObserver.observe(document.body, { childList: true });
    removeAll();
  };
  const rootObserver = new MutationObserver(observeBody);
  rootObserver.observe(document.documentElement, { childList: true });
  observeBody();
  return () => {
    rootObserver.disconnect();
    bodyObserver.disconnect();
  };
}

export interface PageAnnouncer extends Announcer {
  /** Stops rendering and stops removing Astro's announcer. */
  stop(): void;
}

/** The page's announcer: renders into the `[data-route-announcer]` region, with Astro's removed. */
export function startAnnouncer(document: Document): PageAnnouncer {
  const announcer = createAnnouncer();
  const stops = [
    renderAnnouncement(announcer.$announcement, () =>
      document.querySelector<HTMLElement>('[data-route-announcer]'),
    ),
    removeAstroAnnouncer(document),
  ];
  return {
    ...announcer,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
