// Declarations emitted from an entry module by tsc, kept to what the entry's
// own declarations import: `site-shell` (dist-elements/types/) and
// `site-shell/server` (dist-elements/server/types/). The package's exports
// are thereby the entry's, not a list kept by hand.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Runs tsc with `project` (which emits into `typesDir`) and keeps what `entry` (relative to it) needs. */
export function emitEntryDeclarations(project: string, typesDir: string, entry: string): void {
  execFileSync('tsc', ['--project', project], { cwd: root, stdio: 'inherit' });
  keepDeclarationsOfEntry(typesDir, entry);
}

/**
 * tsc declares every module the entry imports, down to the views; the
 * package's types need only those its declarations import. Keeps
 * those (with the JSON they import, which tsc does not copy) and drops the
 * rest.
 */
function keepDeclarationsOfEntry(typesDir: string, entry: string): void {
  const srcDir = resolve(root, 'src');
  const kept = new Set<string>();
  const pending = [resolve(typesDir, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (kept.has(file)) continue;
    kept.add(file);
    if (file.endsWith('.json')) {
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(resolve(srcDir, relative(typesDir, file)), file);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from |import\()['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), specifier ?? '');
      pending.push(target.endsWith('.json') ? target : target.replace(/\.tsx?$/, '.d.ts'));
    }
  }
  const entries = readdirSync(typesDir, { recursive: true, withFileTypes: true });
  for (const item of entries) {
    const path = resolve(item.parentPath, item.name);
    if (item.isFile() && !kept.has(path)) rmSync(path);
  }
  // Deepest first, so that a folder emptied of its folders goes too.
  const folders = entries
    .filter((item) => item.isDirectory())
    .map((item) => resolve(item.parentPath, item.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) {
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
}
