import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { keepHandStyle } from './keep-hand-style.ts';

// A content file that the editing screen saved, written as an editor writes
// it by hand: what did not change kept as it was (keep-hand-style.ts), then
// formatted by Prettier with the project's configuration, as
// `npm run check:content` and `npm run lint` expect.

/** This project, whose Prettier configuration applies (also to a copy of its content elsewhere). */
const project = fileURLToPath(new URL('../../', import.meta.url));

/** A Markdown file that a decap-server request writes, relative to the edited folder. */
export interface SavedFile {
  /** Where it is before the save (its text then is kept where it did not change). */
  from: string;
  /** Where it is after the save. */
  to: string;
}

interface RequestFile {
  path?: unknown;
  newPath?: unknown;
}

/** The Markdown files that a decap-server request (`persistEntry`) writes. */
export function savedEntryFiles(request: unknown): SavedFile[] {
  const { action, params } = (request ?? {}) as {
    action?: unknown;
    params?: { entry?: RequestFile; dataFiles?: RequestFile[] };
  };
  if (action !== 'persistEntry' || !params) return [];
  const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
  return files.flatMap(({ path, newPath }) => {
    if (typeof path !== 'string' || !path.endsWith('.md')) return [];
    return [{ from: path, to: typeof newPath === 'string' ? newPath : path }];
  });
}

/** The text of `file` (relative to `root`), or undefined if there is none. */
export function readIfThere(root: string, file: string): string | undefined {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rewrites the saved `file` (relative to `root`) as a hand edit of `previous` would have. */
export async function formatSavedEntry(
  root: string,
  file: string,
  previous: string | undefined,
): Promise<void> {
  const path = join(root, file);
  // decap-server answers a moving save before the move is done.
  for (let waited = 0; !existsSync(path) && waited < 2000; waited += 50) await pause(50);
  const saved = readFileSync(path, 'utf8');
  const options = await prettier.resolveConfig(join(project, file));
  const text = await prettier.format(keepHandStyle(previous, saved), {
    ...options,
    filepath: path,
  });
  if (text !== saved) writeFileSync(path, text);
}
