// The first interaction with a server-rendered island that React has not
// taken over yet (design.md §4 "React late"). It starts hydration; a click on
// a button that only React handles is held and replayed once React runs, and
// so are the hover and the focus the island has by then: nothing of the first
// interaction is lost. Native controls (a menu button that opens its
// <dialog> with `commandfor`, the dialog's close button and backdrop) work
// without React and start nothing.

/** Controls that work with no script: interacting with them needs no React. */
const nativeControl = '[commandfor], [popovertarget]';

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

/**
 * Watches `island` until `replay` or `stop`; `onFirst` runs on every
 * interaction that needs React. `earlierClick`: the target of a click made
 * before the watch began (early-click.ts), held like one made during it.
 */
export function watchFirstInteraction(
  island: HTMLElement,
  onFirst: () => void,
  earlierClick: Element | null = null,
): FirstInteraction {
  let heldClick: HTMLElement | null = buttonNeedingReact(earlierClick);
  let hovered: Element | null = null;

  const elementOf = (event: Event) => (event.target instanceof Element ? event.target : null);

  const onTrigger = (event: Event) => {
    const target = elementOf(event);
    // A <dialog> itself: focus moving into it, or its backdrop (closedby="any").
    if (!target || target.closest(nativeControl) || target instanceof HTMLDialogElement) return;
    if (event.type === 'pointerover') hovered = target;
    onFirst();
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

  if (heldClick) onFirst();

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
