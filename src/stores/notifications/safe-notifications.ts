import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { NotificationItem, SafeNotification } from '../../live/notifications/notification.ts';
import { reportError } from '../../live/report-error.ts';
import type { SanitizeHtml } from '../../live/sanitize/sanitize-html.ts';

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
  const $state = atom<SafeNotificationsState>({ status: 'loading' });
  let follow: (() => void) | null = null;

  onMount($state, () => {
    let mounted = true;
    let stopFollowing: (() => void) | null = null;
    follow = () => {
      $state.set({ status: 'loading' });
      loadSanitizer().then(
        (sanitize) => {
          if (!mounted || stopFollowing) return;
          stopFollowing = $items.subscribe((items) => {
            $state.set({
              status: 'ready',
              items: items.map((item) => toSafeNotification(item, sanitize)),
            });
          });
        },
        (error: unknown) => {
          if (!mounted) return;
          reportError('Loading the notifications sanitizer', error);
          $state.set({ status: 'error' });
        },
      );
    };
    follow();
    return () => {
      mounted = false;
      follow = null;
      stopFollowing?.();
      $state.set({ status: 'loading' });
    };
  });

  return {
    $state,
    retry() {
      if ($state.get().status === 'error') follow?.();
    },
  };
}
