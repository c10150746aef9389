import { shared } from '../lib/page-registry.ts';

/** Receives every error the live layer reports (e.g. to forward it to an error tracker). */
export type ErrorHook = (error: unknown, context: string) => void;

interface HookHolder {
  hook: ErrorHook | undefined;
}

// On globalThis, so that every copy of the bundle on a page reports to the same hook.
const holder = (): HookHolder => shared<HookHolder>('live:errorHook', () => ({ hook: undefined }));

/**
 * Installs the hook that `reportError` calls; returns the cleanup that
 * removes it again (only if it is still the installed one).
 */
export function setErrorHook(hook: ErrorHook): () => void {
  holder().hook = hook;
  return () => {
    if (holder().hook === hook) holder().hook = undefined;
  };
}

/**
 * Reports an error without showing anything to the user: logs it with its
 * context (what was being done) and hands it to the installed hook. A hook
 * that throws is logged too and never breaks the caller.
 */
export function reportError(context: string, error: unknown): void {
  console.error(`[site-shell] ${context}:`, error);
  const hook = holder().hook;
  if (!hook) return;
  try {
    hook(error, context);
  } catch (hookError) {
    console.error('[site-shell] The error hook failed:', hookError);
  }
}
