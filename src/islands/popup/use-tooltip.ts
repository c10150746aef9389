import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Placement } from '@floating-ui/dom';
import { pushEscapeLayer } from '../../stores/escape-stack.ts';
import { createTooltipStore } from '../../stores/tooltip.ts';
import { positionPopup } from './position-popup.ts';

export interface TooltipState {
  visible: boolean;
  /** Callback ref for the trigger (any element type). */
  setAnchor: (element: HTMLElement | null) => void;
  tooltipRef: RefObject<HTMLElement | null>;
  /** Ref and handlers for the wrapper around trigger and tooltip. */
  wrapperProps: {
    ref: RefObject<HTMLElement | null>;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
}

/**
 * A tooltip's timers (the store of stores/tooltip.ts, one per tooltip), its
 * position while visible, and its place on the Escape stack while visible.
 */
export function useTooltip(id: string, placement: Placement = 'bottom'): TooltipState {
  const [store] = useState(createTooltipStore);
  const visible = useStore(store.$visible);
  const anchorRef = useRef<HTMLElement | null>(null);
  const tooltipRef = useRef<HTMLElement | null>(null);
  const wrapperRef = useRef<HTMLElement | null>(null);
  const setAnchor = useCallback((element: HTMLElement | null) => {
    anchorRef.current = element;
  }, []);

  useEffect(() => store.destroy, [store]);

  // Hydrated under the pointer: the reader hovered the server's HTML, and that
  // hover is what loaded React (reader-intent.ts). No pointerenter comes
  // until the pointer moves again, so the tooltip starts as if it had. (The
  // Firefox smoke's hover over an open menu timed out on this.)
  useEffect(() => {
    if (wrapperRef.current?.matches(':hover')) store.pointerEnter();
  }, [store]);

  useEffect(() => {
    const anchor = anchorRef.current;
    const tooltip = tooltipRef.current;
    if (!visible || !anchor || !tooltip) return undefined;
    const stopPositioning = positionPopup(anchor, tooltip, { placement, gap: 10 });
    const removeLayer = pushEscapeLayer(id, store.dismiss);
    return () => {
      stopPositioning();
      removeLayer();
    };
  }, [visible, id, placement, store]);

  return {
    visible,
    setAnchor,
    tooltipRef,
    wrapperProps: {
      ref: wrapperRef,
      onPointerEnter: store.pointerEnter,
      onPointerLeave: store.pointerLeave,
      onFocus: store.focus,
      onBlur: store.blur,
    },
  };
}
