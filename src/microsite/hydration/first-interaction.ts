// The first interaction with a server-rendered island that React has not
// taken over yet (design.md §4 "React late"). It starts hydration; a click on
// a button that only React handles is held and replayed once React runs, and
// so are the hover and the focus the island has by then: nothing of the first
// interaction is lost. Native controls (a menu button that opens its
// <dialog> with `commandfor`, the dialog's close button and backdrop) work
// without React and start nothing.

/** Controls that work with no script: interacting with them needs no React (IslandRuntime.astro too). */
export const nativeControl = '[commandfor], [popovertarget]';

/**
 * A link that needs no script: hovering, focusing, pressing or following it
 * starts nothing (issue 21). A link described by a tooltip (the phone number
 * and its office hours) is a control: React shows the tooltip.
 */
export const plainLink = 'a[href]:not([aria-describedby])';

/** Clicks that do something without React: they are never held. */
const nativeAction = `a[href], input, select, textarea, label, summary, button[type="submit"], ${nativeControl}`;

const triggers = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

export interface FirstInteraction {
  /** Stops watching, then replays the focus, the hover and the held click. Call once hydrated. */
  replay(): void;
  /** Stops watching, replays nothing. */
  stop(): void;
}

/** The button a click on `target` needs React for, or null when something else handles it. */
function buttonNeedingReact(target: Element | null): HTMLButtonElement | null {
  const button = target?.closest('button');
  return target && button && !target.closest(nativeAction) ? button : null;
}

/** An interaction made before the watch began (early-interactions.ts): its event type and target. */
export interface EarlierInteraction {
  type: string;
  target: Element;
}

/**
 * Watches `island` until `replay` or `stop`; `onFirst` runs on every
 * interaction that needs React. `earlier`: the interactions made before the
 * watch began (the island runtime had not arrived), taken as if made during
 * it; their events are over, so a click is only remembered for the replay.
 */
export function watchFirstInteraction(
  island: HTMLElement,
  onFirst: () => void,
  earlier: readonly EarlierInteraction[] = [],
): FirstInteraction {
  let heldClick: HTMLElement | null = null;
  let hovered: Element | null = null;

  const elementOf = (event: Event) => (event.target instanceof Element ? event.target : null);

  /** Whether an interaction of `type` with `target` needs React; notes the hovered element. */
  const needsReact = (type: string, target: Element | null): boolean => {
    // A <dialog> itself: focus moving into it, or its backdrop (closedby="any").
    if (
      !target ||
      target.closest(nativeControl) ||
      target.closest(plainLink) ||
      target instanceof HTMLDialogElement
    )
      return false;
    if (type === 'pointerover') hovered = target;
    return true;
  };

  const onTrigger = (event: Event) => {
    if (needsReact(event.type, elementOf(event))) onFirst();
  };

  const onClick = (event: MouseEvent) => {
    const button = buttonNeedingReact(elementOf(event));
    if (!button) return;
    // Nothing would handle it yet: hold it for React.
    event.preventDefault();
    event.stopPropagation();
    heldClick = button;
    onFirst();
  };

  for (const type of triggers) island.addEventListener(type, onTrigger, { capture: true });
  island.addEventListener('click', onClick, { capture: true });

  let startNow = false;
  for (const { type, target } of earlier) {
    if (type === 'click') {
      heldClick = buttonNeedingReact(target) ?? heldClick;
      startNow ||= heldClick !== null;
    } else if (needsReact(type, target)) startNow = true;
  }
  if (startNow) onFirst();

  const stop = () => {
    for (const type of triggers) island.removeEventListener(type, onTrigger, { capture: true });
    island.removeEventListener('click', onClick, { capture: true });
  };

  return {
    stop,
    replay() {
      stop();
      const focused = island.ownerDocument.activeElement;
      if (focused && island.contains(focused)) {
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      }
      if (hovered?.isConnected && hovered.matches(':hover')) {
        hovered.dispatchEvent(
          new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }),
        );
      }
      if (heldClick?.isConnected) heldClick.click();
      heldClick = null;
      hovered = null;
    },
  };
}
