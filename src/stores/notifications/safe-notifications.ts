import type { ReadableAtom } from 'nanostores';
import type { NotificationItem, SafeNotification } from '../../live/notifications/notification.ts';
import type { SanitizeHtml } from '../../live/sanitize/sanitize-html.ts';
import { lazyLoadedState } from '../lazy-loaded-state.ts';

/** The notifications as the dropdown shows them: waiting for the sanitizer, failed to load it, or ready. */
export type SafeNotificationsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: readonly SafeNotification[] };

export interface SafeNotificationsStore {
  readonly $state: ReadableAtom<SafeNotificationsState>;
  /** "Try again" after the sanitizer failed to load: imports it again. */
  retry(): void;
}

/** The item with its HTML through the sanitizer, and without the untrusted HTML. */
export function toSafeNotification(
  item: NotificationItem,
  sanitize: SanitizeHtml,
): SafeNotification {
  const { untrustedHtml, ...rest } = item;
  return { ...rest, safeHtml: sanitize(untrustedHtml) };
}

/**
 * The list's items made safe to render. The first listener (the open
 * dropdown) loads the sanitizer (its own chunk, with DOMPurify); until then
 * the state is `loading`, a failed load is `error` (reported), and from then
 * on every list the store holds is sanitized as it arrives.
 */
export function createSafeNotificationsStore(
  $items: ReadableAtom<readonly NotificationItem[]>,
  loadSanitizer: () => Promise<SanitizeHtml>,
): SafeNotificationsStore {
  const lazy = lazyLoadedState<SanitizeHtml, SafeNotificationsState>({
    what: 'Loading the notifications sanitizer',
    load: loadSanitizer,
    follow: (sanitize, set) =>
      $items.subscribe((items) =>
        set({ status: 'ready', items: items.map((item) => toSafeNotification(item, sanitize)) }),
      ),
  });
  return {
    $state: lazy.$state,
    retry() {
      if (lazy.$state.get().status === 'error') lazy.reload();
    },
  };
}
