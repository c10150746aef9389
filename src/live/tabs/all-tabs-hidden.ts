/**
 * How long every tab of the user must have been hidden before the leader
 * closes the sockets: 5 minutes. A tab switched away from for a moment keeps
 * them; a browser left in the background for a long time stops costing the
 * server two sockets. A test may shorten it (`siteLiveTestHooks.hiddenCloseMs`,
 * src/live/README.md).
 */
export const allHiddenCloseMs = 5 * 60_000;

export interface AllTabsHidden {
  /** A tab (this one included) is visible or hidden now. */
  set(tabId: string, visible: boolean): void;
  /** A tab went away. */
  forget(tabId: string): void;
  stop(): void;
}

/**
 * The leader's view of every tab's visibility. When all of them have been
 * hidden for `delayMs`, `onSuspend` runs; when one becomes visible again
 * after that, `onResume`. A tab that crashed without saying goodbye stays as
 * it was last seen: visible keeps the sockets open (the safe side).
 */
export function trackAllTabsHidden(options: {
  delayMs: number;
  onSuspend: () => void;
  onResume: () => void;
}): AllTabsHidden {
  const visible = new Map<string, boolean>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let suspended = false;

  const update = () => {
    const anyVisible = [...visible.values()].some(Boolean);
    if (anyVisible) {
      clearTimeout(timer);
      timer = undefined;
      if (suspended) {
        suspended = false;
        options.onResume();
      }
    } else if (!suspended && timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        suspended = true;
        options.onSuspend();
      }, options.delayMs);
    }
  };

  return {
    set(tabId, isVisible) {
      visible.set(tabId, isVisible);
      update();
    },
    forget(tabId) {
      visible.delete(tabId);
      update();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
