import { designTokenEdits } from './inline-design-tokens.ts';
import { inlineScriptEdits } from './inline-scripts.ts';
import { inlineStyleEdits } from './inline-styles.ts';
import { moveIslandScripts } from './island-scripts.ts';
import { applyEdits } from './page-edits.ts';
import { withUnusedKeyframesCut } from './unused-keyframes.ts';
import type { NavigationDocumentWriter } from './write-navigation-documents.ts';

// Each HTML page is made smaller as Astro renders it (its HTML must fit in the
// first round trip of a first visit, issue 8): its inline island scripts
// become one file in the assets folder (island-scripts.ts), and the design
// tokens of its styles are written in place (inline-design-tokens.ts), and
// its inline scripts and the styles Astro writes as source are minified
// (inline-scripts.ts, inline-styles.ts), and the transition keyframes it
// does not play are cut (unused-keyframes.ts). All five
// do their expensive work once per distinct content (the scripts, a page
// type's styles); what is left per page is finding what to change in its
// bytes and copying them once, with the changes (page-edits.ts). The
// finished page's navigation document is then written beside it
// (write-navigation-documents.ts).
//
// The integration (microsite-integration.ts) and the middleware that finishes
// the pages (finish-pages-middleware.ts) share the state below. They run in
// one process, but Astro bundles the middleware into its prerender entry, a
// second copy of these modules: the state lives on a global, under a
// Symbol.for() name.

export interface PageFinishing {
  /** Where the built site serves a file of the assets folder; set by the integration. */
  assetUrl: ((fileName: string) => string) | undefined;
  /** The island script files the pages load, by file name; written by the integration. */
  scripts: Map<string, string>;
  /** Writes each page's navigation document; set by the integration. */
  navigationDocuments: NavigationDocumentWriter | undefined;
  /** Pages finished and the time it took, for the build's log (and the bench). */
  pages: number;
  milliseconds: number;
}

const key = Symbol.for('best-design-awards.page-finishing');

/** This build's state, shared by the integration and the middleware. */
export function pageFinishing(): PageFinishing {
  const global = globalThis as typeof globalThis & { [key]?: PageFinishing };
  global[key] ??= {
    assetUrl: undefined,
    scripts: new Map(),
    navigationDocuments: undefined,
    pages: 0,
    milliseconds: 0,
  };
  return global[key];
}

/**
 * The bytes of the page at `pathname`, finished; its island script, if any,
 * is added to `state.scripts`, and its navigation document written.
 */
export function finishPage(
  page: Buffer,
  state: PageFinishing,
  generator: string,
  pathname: string,
): Buffer {
  const { assetUrl } = state;
  if (!assetUrl) throw new Error('The microsite integration did not set up page finishing.');
  const started = performance.now();
  const moved = moveIslandScripts(page, assetUrl, generator);
  if (moved) state.scripts.set(moved.script.fileName, moved.script.content);
  const removed = moved?.edits.filter((edit) => edit.end > edit.start) ?? [];
  const tokens = designTokenEdits(page, removed, moved?.tag);
  const scripts = inlineScriptEdits(page, removed);
  const styles = inlineStyleEdits(page, [...removed, ...tokens]);
  const edits = [...(moved?.edits ?? []), ...tokens, ...scripts, ...styles];
  const finished = applyEdits(page, withUnusedKeyframesCut(page, edits));
  state.navigationDocuments?.page(pathname, finished);
  state.pages += 1;
  state.milliseconds += performance.now() - started;
  return finished;
}
