import { shared } from '../../lib/page-registry.ts';

/** Something that loads an image URL; `new Image()` in a page. */
export interface ImageLoader {
  src: string;
}

/**
 * Tells the server the user is online: the hidden image request of spec §7
 * (GET /profiles/api/update-last-seen-time). The image is never attached to
 * the document; setting `src` is enough for the browser to send the request
 * with the cookies. The timestamp query defeats caches.
 */
export function pingLastSeen(
  apiBase: string,
  createImage: () => ImageLoader = () => new Image(),
  now: () => number = Date.now,
): void {
  const image = createImage();
  image.src = `${apiBase}/profiles/api/update-last-seen-time?t=${now().toString(36)}`;
}

/** `pingLastSeen` once per page and API base, however many elements ask. */
export function pingLastSeenOnce(apiBase: string): void {
  shared(`live:lastSeen:${apiBase}`, () => {
    if (typeof Image === 'function') pingLastSeen(apiBase);
    return true;
  });
}
