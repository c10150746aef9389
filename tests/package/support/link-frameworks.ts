// The frameworks a consumer project installs beside the package (Preact, Vue,
// Svelte: not dependencies of site-shell) are linked into its node_modules
// from the repository's own, at the versions package.json pins, rather than
// installed again from the registry. TypeScript and Vite follow the links to
// the real folders, where the frameworks' own dependencies (`@vue/…`) resolve.
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './install-packed.ts';

/** Links `node_modules/<name>` of the repository into `consumer`'s node_modules, for each name. */
export function linkFrameworks(consumer: string, names: readonly string[]): void {
  for (const name of names) {
    const target = join(root, 'node_modules', name);
    if (!existsSync(target)) throw new Error(`${name} is not installed in the repository`);
    const link = join(consumer, 'node_modules', name);
    if (existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
}
