// UnreadLinks.tsx for the microsite's islands in the browser
// (src/microsite/hydration/browser-swaps-plugin.ts): the microsite's chrome
// is logged out (src/microsite/chrome/chrome-props.ts), so its header never
// shows the messages and notifications links. Rendered anyway, they say so.

const loggedOut =
  "The microsite's header is logged out: it has no messages or notifications links.";

export function UnreadLink(): never {
  throw new Error(loggedOut);
}

export function UnreadSlotLink(): never {
  throw new Error(loggedOut);
}
