import { loadDeclaredScripts } from './declared-scripts.ts';
import { pageScriptLoader } from './page-script-loader.ts';

// The lazily loaded half of load-page-scripts.ts: the page's script loader, which
// brings the strategies and Partytown's setup.

export function loadDeclaredPageScripts(window: Window): () => void {
  return loadDeclaredScripts(window.document, pageScriptLoader(window));
}
