import type { Placement } from '@floating-ui/dom';
import type { ReactNode } from 'react';
import { useTooltip } from './use-tooltip.ts';

export interface TooltipTriggerProps {
  ref: (element: HTMLElement | null) => void;
  'aria-describedby': string;
}

export interface TooltipProps {
  /** Unique on the page: the tooltip element's id. */
  id: string;
  content: ReactNode;
  placement?: Placement;
  /** Renders the focusable trigger with the props it must carry. */
  children: (trigger: TooltipTriggerProps) => ReactNode;
  className?: string;
}

/**
 * A tooltip (spec §4): shows 200 ms after hover or at once on focus, hides
 * 200 ms after leaving or at once on blur, closes on Escape. The tooltip sits
 * inside the hover wrapper, so moving the pointer onto it keeps it open. It
 * stays in the DOM while hidden, so `aria-describedby` always resolves.
 */
export function Tooltip({ id, content, placement, children, className }: TooltipProps) {
  const { visible, setAnchor, tooltipRef, wrapperProps } = useTooltip(id, placement);
  return (
    <span className={`site-tooltip-anchor${className ? ` ${className}` : ''}`} {...wrapperProps}>
      {children({ ref: setAnchor, 'aria-describedby': id })}
      <span
        ref={tooltipRef}
        id={id}
        role="tooltip"
        className={`site-tooltip site-popup${visible ? ' site-tooltip--visible' : ''}`}
      >
        {content}
      </span>
    </span>
  );
}
