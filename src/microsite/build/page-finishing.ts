import { inlinePageTokens } from './inline-design-tokens.ts';
import { moveIslandScripts } from './island-scripts.ts';

// Each HTML page is made smaller as Astro renders it (its HTML must fit in the
// first round trip of a first visit, issue 8): its inline island scripts
// become one file in the assets folder (island-scripts.ts), and the design
// tokens of its styles are written in place (inline-design-tokens.ts). Both
// do their expensive work once per distinct content (the scripts, a page
// type's styles); what is left per page is cutting and joining its text.
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
  /** Pages finished and the time it took, for the build's log (and the bench). */
  pages: number;
  milliseconds: number;
}

const key = Symbol.for('best-design-awards.page-finishing');

/** This build's state, shared by the integration and the middleware. */
export function pageFinishing(): PageFinishing {
  const global = globalThis as typeof globalThis & { [key]?: PageFinishing };
  global[key] ??= { assetUrl: undefined, scripts: new Map(), pages: 0, milliseconds: 0 };
  return global[key];
}

/** The page, finished; its island script, if any, is added to `state.scripts`. */
export function finishPage(html: string, state: PageFinishing, generator: string): string {
  const { assetUrl } = state;
  if (!assetUrl) throw new Error('The microsite integration did not set up page finishing.');
  const started = performance.now();
  const moved = moveIslandScripts(html, assetUrl, generator);
  if (moved) state.scripts.set(moved.script.fileName, moved.script.content);
  const finished = inlinePageTokens(moved?.html ?? html);
  state.pages += 1;
  state.milliseconds += performance.now() - started;
  return finished;
}
