import { declaredScriptSelector } from './declared-script-selector.ts';

// The current page's declared third-party scripts (<ThirdPartyScript>),
// started on every page load by the router (router/start.ts). The
// script loader and Partytown's setup are fetched only for a page that
// declares scripts: most pages have none, and their readers download none of
// that code.

/** Loads the page's declared scripts; returns the function that unloads them. */
export function loadPageScripts(window: Window): () => void {
  if (!window.document.querySelector(declaredScriptSelector)) return () => {};
  let left = false;
  let unload = () => {};
  void import('./declared-scripts.chunk.ts').then(({ loadDeclaredPageScripts }) => {
    if (!left) unload = loadDeclaredPageScripts(window);
  });
  return () => {
    left = true;
    unload();
  };
}
