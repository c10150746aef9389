import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The build hash that `app-data.json` carries and that the running page
// compares against (spec §4, §7). It is a digest of everything that goes into
// the site, so an unchanged tree gives the same hash and any change to code,
// content or configuration gives a new one. `BUILD_HASH` overrides it (a CI
// can pass its commit id).

const inputs = ['src', 'public', 'markets', 'astro.config.mjs', 'package-lock.json'];

function filesUnder(path: string): string[] {
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
    .flatMap((name) => filesUnder(join(path, name)));
}

export function computeBuildHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const override = env['BUILD_HASH']?.trim();
  if (override) return override;
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 20);
}
