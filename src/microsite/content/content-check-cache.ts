import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentDigest } from './content-digest.ts';

// The content check (check-content.ts) reads and checks every content file, a
// few tens of milliseconds: a build asked for it once per collection (each of
// the three loaders checks all of it: checked-loader.ts), and the dev
// preview on every request of a year's or a category's page
// (dev-content-errors.ts). Its result is kept while the content folder stays
// as it was: the same files, each with the same size and modification time.
// Listing them takes about a millisecond; an edit, an added or a removed file
// (an image too) checks again.

/** Where the content files are, relative to the project (content-collections.ts). */
const contentFolder = 'src/content';

/** A digest of the files under `folder`: their paths, sizes and modification times. */
export function folderState(folder: string): string {
  let names: string[];
  try {
    names = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    return '';
  }
  const files = names.flatMap((name) => {
    try {
      const stats = statSync(join(folder, name));
      return stats.isFile() ? [[name, stats.size, stats.mtimeMs]] : [];
    } catch {
      return []; // removed while listed
    }
  });
  return contentDigest(files);
}

/** `check` of a project's content, run again only once the project's content folder has changed. */
export function cachedWhileContentUnchanged<Result>(
  check: (root: string) => Result,
): (root: string) => Result {
  let last: { root: string; state: string; result: Result } | undefined;
  return (root) => {
    const state = folderState(join(root, contentFolder));
    if (last?.root !== root || last.state !== state) last = { root, state, result: check(root) };
    return last.result;
  };
}
