// AccountMenu.tsx for the microsite's islands in the browser
// (src/microsite/hydration/browser-swaps-plugin.ts): the microsite's chrome
// is logged out (src/microsite/chrome/chrome-props.ts), so its header never
// shows the account menu, nor its avatar. Rendered anyway, it says so.

export function AccountMenu(): never {
  throw new Error("The microsite's header is logged out: it has no account menu.");
}
