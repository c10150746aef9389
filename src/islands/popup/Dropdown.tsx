import type { Placement } from '@floating-ui/dom';
import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon.tsx';
import { useDropdown } from './use-dropdown.ts';

export interface DropdownProps {
  /** Unique on the page; names the menu in the shared one-open-menu store. */
  id: string;
  /** The button's content (text, or an avatar). */
  trigger: ReactNode;
  /** The button's accessible name when `trigger` has no text of its own. */
  triggerLabel?: string;
  /** Shows a chevron after the trigger. */
  chevron?: boolean;
  placement?: Placement;
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
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
  buttonClassName,
}: DropdownProps) {
  const { open, buttonRef, panelRef, buttonProps, panelProps } = useDropdown(id, placement);
  return (
    <div
      className={`site-dropdown${open ? ' site-dropdown--open' : ''}${className ? ` ${className}` : ''}`}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`site-dropdown__button${buttonClassName ? ` ${buttonClassName}` : ''}`}
        aria-label={triggerLabel}
        {...buttonProps}
      >
        {trigger}
        {chevron && <Icon name="chevronDown" size={16} className="site-dropdown__chevron" />}
      </button>
      <div ref={panelRef} className="site-dropdown__panel site-popup" {...panelProps}>
        {children}
      </div>
    </div>
  );
}
