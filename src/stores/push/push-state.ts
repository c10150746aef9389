/** Browser notifications (spec §4): supported, enabled, blocked, pending. */
export interface PushState {
  readonly supported: boolean;
  readonly enabled: boolean;
  /** The user denied permission; only the browser's site settings can undo it. */
  readonly blocked: boolean;
  /** Enabling or disabling is under way. */
  readonly pending: boolean;
}

export const initialPushState: PushState = {
  supported: false,
  enabled: false,
  blocked: false,
  pending: false,
};

/**
 * Spec §4: the prompt shows only when push is supported, not enabled, not
 * blocked, the server says to show it, and the user has not declined.
 */
export function isPushPromptVisible(
  state: PushState,
  serverSaysShow: boolean,
  declined: boolean,
): boolean {
  return state.supported && !state.enabled && !state.blocked && serverSaysShow && !declined;
}
