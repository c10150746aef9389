import { useStore } from '@nanostores/react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { pushEscapeLayer } from '../stores/escape-stack.ts';
import {
  $openDrawer,
  closeDrawer,
  openDrawer,
  takeDrawerOpener,
  type DrawerSide,
} from '../stores/drawers.ts';
import { returnFocusAfterDrawer } from './focus-target.ts';
import { Icon } from './icons/Icon.tsx';
import { usePart } from './shadow-parts.tsx';

export interface DrawerProps {
  side: DrawerSide;
  /** The drawer's title, also its accessible name. */
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** The id of a drawer's `<dialog>`, for `commandfor` on its opener. */
export function drawerDialogId(side: DrawerSide): string {
  return `site-drawer-${side}`;
}

/**
 * A mobile drawer as a modal `<dialog>`: the rest of the page is inert while
 * it is open and focus moves into it. Its open state is the shared
 * `$openDrawer`; a click on the backdrop (`closedby="any"`), the close button,
 * Escape (when it is the topmost popup) or a viewport growing past 900 px
 * closes it, and focus returns to the element that opened it (or, when that
 * is gone or hidden, as the menu button is from 900 px, to the first control
 * of the header). No swipe to open.
 *
 * Before hydration the dialog already works natively (an opener with
 * `command="show-modal"`, the close button with `command="close"`, Escape and
 * the backdrop); on hydration an already open dialog is adopted into the store
 * instead of being closed.
 */
export function Drawer({ side, title, closeLabel, children }: DrawerProps) {
  const open = useStore($openDrawer) === side;
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const titleId = `${drawerDialogId(side)}-title`;
  const drawerPart = usePart('drawer');
  const bodyPart = usePart('body');

  // Adopt a dialog that native HTML opened before React took over.
  useEffect(() => {
    if (dialogRef.current?.open && $openDrawer.get() !== side) openDrawer(side, null);
  }, [side]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    if (!dialog.open) {
      dialog.showModal();
      focusIntoDialog(dialog);
    }
    const removeLayer = pushEscapeLayer(drawerDialogId(side), closeDrawer);
    // A native close (backdrop click, or a close request the store did not
    // see) must reach the store too.
    const onClose = () => {
      if ($openDrawer.get() === side) closeDrawer();
    };
    dialog.addEventListener('close', onClose);
    const stopBackdropClicks = closeOnBackdropClick(dialog, closeDrawer);
    return () => {
      removeLayer();
      dialog.removeEventListener('close', onClose);
      stopBackdropClicks();
      const root = dialog.getRootNode() as Document | ShadowRoot;
      const hadFocus = dialog.contains(root.activeElement);
      if (dialog.open) dialog.close();
      const opener = takeDrawerOpener();
      if (hadFocus) returnFocusAfterDrawer(opener, dialog);
      else if (opener?.isConnected) opener.focus();
    };
  }, [open, side]);

  const onCloseClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The store closes the drawer; the native `command` is only for the time
    // before hydration.
    event.preventDefault();
    closeDrawer();
  };

  return (
    <dialog
      ref={dialogRef}
      id={drawerDialogId(side)}
      className={`site-drawer site-drawer--${side}`}
      aria-labelledby={titleId}
      closedby="any"
      {...drawerPart}
      // The `open` attribute may have been set natively before hydration.
      suppressHydrationWarning
    >
      <div className="site-drawer__head">
        <h2 className="site-drawer__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="site-drawer__close"
          aria-label={closeLabel}
          onClick={onCloseClick}
          {...nativeCloser(drawerDialogId(side))}
        >
          <Icon name="close" size={22} />
        </button>
      </div>
      <div className="site-drawer__body" {...bodyPart}>
        {children}
      </div>
    </dialog>
  );
}

/**
 * Invoker-command attributes that close the dialog before React has hydrated
 * (the button and the dialog share a tree, also in a shadow root). React
 * passes unknown lowercase attributes through; the types do not know them yet.
 */
function nativeCloser(dialogId: string): Record<string, string> {
  return { commandfor: dialogId, command: 'close' };
}

/**
 * Moves the focus into a just-opened dialog if the browser left it outside:
 * WebKit (2.50) runs the dialog's focusing steps against the style the dialog
 * had while closed, so where that hid its content (the microsite keeps its
 * closed drawer laid out but hidden) nothing in it was focusable and the focus
 * stayed on the page behind. Other engines have focused its first control.
 */
function focusIntoDialog(dialog: HTMLDialogElement): void {
  const root = dialog.getRootNode() as Document | ShadowRoot;
  if (root.activeElement && dialog.contains(root.activeElement)) return;
  dialog
    .querySelector<HTMLElement>('[autofocus], button, [href], input, select, textarea')
    ?.focus();
}

/**
 * `closedby="any"` closes a modal dialog on a click on its backdrop, but
 * WebKit (2.50; Safari before 26.2) has no `closedby`: there the drawer stayed
 * open. Where it is missing, a click that targets the dialog itself yet lies
 * outside its box (on the backdrop) closes the drawer; it is marked handled so
 * that the microsite's pre-hydration fallback (DialogFallback.astro) leaves it.
 * Returns the function that stops it.
 */
function closeOnBackdropClick(dialog: HTMLDialogElement, close: () => void): () => void {
  if ('closedBy' in HTMLDialogElement.prototype) return () => {};
  const listening = new AbortController();
  dialog.addEventListener(
    'click',
    (event) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (inside) return;
      event.preventDefault();
      close();
    },
    { signal: listening.signal },
  );
  return () => listening.abort();
}
