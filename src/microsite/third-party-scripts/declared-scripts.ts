import { declaredScriptSelector } from './declared-script-selector.ts';
import type { ScriptLoader, ScriptStrategy } from './script-loader.ts';

// Scripts that a page declares with <ThirdPartyScript> (a <template
// data-third-party-script> element): loaded by the page's script loader when
// the page has loaded, unloaded when the router replaces the page.

const strategies: readonly ScriptStrategy[] = ['post-hydrate', 'idle', 'off-main-thread'];

export function readDeclaredScripts(document: Document) {
  return [...document.querySelectorAll<HTMLTemplateElement>(declaredScriptSelector)].flatMap(
    (template) => {
      const strategy = template.dataset['strategy'] as ScriptStrategy | undefined;
      const src = template.dataset['src'];
      const id = template.dataset['id'];
      const code = template.content.textContent?.trim() || undefined;
      if (!strategy || !strategies.includes(strategy) || (!src && !(id && code))) {
        console.error(
          'A <ThirdPartyScript> needs a strategy and a src, or an id and code.',
          template,
        );
        return [];
      }
      return [{ id, src, code, strategy }];
    },
  );
}

/** Loads the current page's declared scripts; returns the function that unloads them. */
export function loadDeclaredScripts(document: Document, loader: ScriptLoader): () => void {
  const unloads = readDeclaredScripts(document).map((request) => loader.load(request));
  return () => {
    for (const unload of unloads) unload();
  };
}
