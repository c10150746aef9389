import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import type { ShellContext } from '../resolve-shell.ts';

/**
 * When a server-rendered element hydrates without waiting for the reader:
 * null for never (a logged-out chrome needs React only for the controls the
 * reader reaches for: reader-intent.ts). A signed-in chrome keeps its counts
 * and notifications live through its views today, so it hydrates once the
 * page has painted and the browser is idle, as the whole bundle did before.
 */
export function whenToHydrate(context: ShellContext): Promise<void> | null {
  if (context.role === 'logged-out') return null;
  // One wait per page, however many elements ask.
  painted ??= afterFirstPaint();
  return painted;
}

let painted: Promise<void> | null = null;
