import { useStore } from '@nanostores/react';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import type { Placement } from '@floating-ui/dom';
import { pushEscapeLayer } from '../../stores/escape-stack.ts';
import { $openMenu, closeMenu, toggleMenu } from '../../stores/open-menu.ts';
import { positionPopup } from './position-popup.ts';

/** Below the button, its end edges aligned. */
export const defaultPlacement: Placement = 'bottom-end';

export interface DropdownState {
  open: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  buttonProps: {
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  panelProps: { id: string; hidden: boolean };
}

/**
 * A disclosure dropdown (a button with aria-expanded that shows a panel of
 * links; no ARIA menu roles for site navigation). Its open state is the
 * shared `$openMenu`, so opening it closes any other menu on the page. While
 * open it is positioned by floating-ui, closes on Escape when it is the
 * topmost popup (focus back to its button), on a pointer press outside (read
 * from `composedPath()`, so it works inside shadow roots) and when focus
 * leaves it. Everything it listens to is removed on close and on unmount.
 *
 * `id` must be unique on the page: it names the menu in the shared store.
 */
export function useDropdown(id: string, placement: Placement = defaultPlacement): DropdownState {
  const open = useStore($openMenu) === id;
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const panelId = `${id}-panel`;

  useEffect(() => {
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!open || !button || !panel) return undefined;

    const stopPositioning = positionPopup(button, panel, { placement });
    const removeLayer = pushEscapeLayer(id, () => {
      closeMenu(id);
      button.focus();
    });
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(button) && !path.includes(panel)) closeMenu(id);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // null: focus left the window or went to nothing focusable; a pointer
      // press outside is handled above.
      if (!(next instanceof Node)) return;
      if (button.contains(next) || panel.contains(next)) return;
      closeMenu(id);
    };
    globalThis.addEventListener('pointerdown', onPointerDown, true);
    button.addEventListener('focusout', onFocusOut);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      stopPositioning();
      removeLayer();
      globalThis.removeEventListener('pointerdown', onPointerDown, true);
      button.removeEventListener('focusout', onFocusOut);
      panel.removeEventListener('focusout', onFocusOut);
      delete panel.dataset['placement'];
    };
  }, [open, id, placement]);

  // A menu that unmounts while open must not stay "open" in the shared store.
  useEffect(() => () => closeMenu(id), [id]);

  return {
    open,
    buttonRef,
    panelRef,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => toggleMenu(id),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
