import type { Placement } from '@floating-ui/dom';
import type { MouseEvent, ReactNode } from 'react';
import { useDrawerOpener } from '../drawer-opener.ts';
import { Icon } from '../icons/Icon.tsx';
import { defaultPlacement, useDropdown } from './use-dropdown.ts';

export interface DropdownProps {
  /** Unique on the page; names the menu in the shared one-open-menu store. */
  id: string;
  /** The button's content (text, an icon, an avatar). */
  trigger: ReactNode;
  /** The button's accessible name when `trigger` has no text of its own. */
  triggerLabel?: string;
  /** Shows a chevron after the trigger. */
  chevron?: boolean;
  placement?: Placement;
  /**
   * The panel's content. A function is called with the open state, so that a
   * panel can mount (and start its stores) only while it is shown.
   */
  children: ReactNode | ((open: boolean) => ReactNode);
  className?: string;
  /** The button's classes (default `site-dropdown__button`). */
  buttonClassName?: string;
  /** More classes of the panel, after `site-dropdown__panel site-popup`. */
  panelClassName?: string;
  /** Replaces the button's toggle (the account button opens a drawer on phones). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  /** The button also reads as expanded while this is true (a drawer it opened). */
  alsoExpanded?: boolean;
  /**
   * The id of a drawer's dialog that the button opens before hydration, with
   * an invoker command and no aria-expanded (drawer-opener.ts).
   */
  opensDialog?: string;
}

/**
 * A disclosure button and its panel, rendered next to each other so that Tab
 * from the open button walks into the panel.
 */
export function Dropdown({
  id,
  trigger,
  triggerLabel,
  chevron = true,
  placement,
  children,
  className,
  buttonClassName = 'site-dropdown__button',
  panelClassName,
  onClick,
  onPointerEnter,
  alsoExpanded = false,
  opensDialog,
}: DropdownProps) {
  const { open, buttonRef, panelRef, buttonProps, panelProps } = useDropdown(id, placement);
  const opener = useDrawerOpener(opensDialog, open || alsoExpanded);
  return (
    <div
      className={`site-dropdown${open ? ' site-dropdown--open' : ''}${className ? ` ${className}` : ''}`}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={triggerLabel}
        onPointerEnter={onPointerEnter}
        {...buttonProps}
        {...(onClick && { onClick })}
        {...opener}
      >
        {trigger}
        {chevron && <Icon name="chevronDown" size={16} className="site-dropdown__chevron" />}
      </button>
      <div
        ref={panelRef}
        className={`site-dropdown__panel site-popup${panelClassName ? ` ${panelClassName}` : ''}`}
        // For the server's HTML, which opens before React (src/elements/hydration/early-dropdowns.ts).
        data-popup-placement={placement ?? defaultPlacement}
        {...panelProps}
      >
        {typeof children === 'function' ? children(open) : children}
      </div>
    </div>
  );
}
