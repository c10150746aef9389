import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import type { ElementSpec } from '../../src/elements/element-spec.ts';
import { publicSitesPlugin } from '../../src/markets/vite-plugin.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * The element specs. They import a virtual module (the public sites), so they are
 * loaded through Vite (runnerImport reads no config file: it gets the plugin
 * the specs need).
 */
export async function loadSpecs(): Promise<readonly ElementSpec[]> {
  const { module } = await runnerImport<{ elementSpecs: readonly ElementSpec[] }>(
    resolve(root, 'src/elements/element-catalog.ts'),
    { configFile: false, plugins: [publicSitesPlugin()], logLevel: 'warn' },
  );
  return module.elementSpecs;
}
