import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The build hash that `app-data.json` carries and that the running page
// compares against (spec §4, §7): when they differ, the next navigation is a
// full page load, so that the reader gets the new build's HTML and code
// together. It is a digest of everything that goes into the site's code, so
// an unchanged tree gives the same hash and any change to code, texts,
// markets or configuration gives a new one. The awards content
// (src/content: Markdown and images) is left out: it reaches only the pages'
// HTML, which a navigation fetches anyway, and a hash that changed with it
// would change the client code (vite.define) and with it every page, so that
// Astro's incremental build could reuse none (docs/architecture.md §5b).
// `BUILD_HASH` overrides it (a CI can pass its commit id).

const inputs = ['src', 'public', 'markets', 'astro.config.mjs', 'package-lock.json'];
/** Inputs under `inputs` that reach only the pages' HTML. */
const htmlOnly = new Set(['src/content']);

function filesUnder(root: string, path: string): string[] {
  if (htmlOnly.has(relative(root, path))) return [];
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (stat.isFile()) return [path];
  if (!stat.isDirectory()) return [];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)));
}

export function computeBuildHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const override = env['BUILD_HASH']?.trim();
  if (override) return override;
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(root, join(root, input))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 20);
}
