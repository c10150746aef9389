import { idleScheduler } from './idle.ts';
import { offMainThread } from './partytown.ts';
import { createScriptLoader, type ScriptLoader } from './script-loader.ts';

// The page's one script loader, shared by the page's declarative scripts and
// every island, so that "once per id or source" holds across all of them.
// Created on first use (never at import time) and kept on the window, which
// outlives the router's page swaps.

const loaderKey: unique symbol = Symbol.for('best-design-awards.script-loader.v1');

type LoaderWindow = Window & { [loaderKey]?: ScriptLoader };

export function pageScriptLoader(window: Window): ScriptLoader {
  const holder = window as LoaderWindow;
  holder[loaderKey] ??= createScriptLoader({
    document: window.document,
    requestIdle: idleScheduler({
      requestIdleCallback: window.requestIdleCallback?.bind(window),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      now: () => window.performance.now(),
    }),
    offMainThread: offMainThread(window),
    warn: (message) => console.warn(message),
  });
  return holder[loaderKey];
}
