// Builds one consumer app inside the consumer project that installed the
// packed package, so that `site-shell` resolves from node_modules as it would
// for anyone who ran `npm install site-shell`.
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { ConsumerApp } from './apps.ts';

const appsDir = resolve(import.meta.dirname, '../apps');

/** Copies the app into `consumer/apps/<name>/`, builds it for `/<name>/` and returns its dist folder. */
export async function buildApp(app: ConsumerApp, consumer: string): Promise<string> {
  const appRoot = join(consumer, 'apps', app.name);
  cpSync(join(appsDir, app.name), appRoot, { recursive: true });
  const outDir = join(appRoot, 'dist');
  await build({
    root: appRoot,
    base: `/${app.name}/`,
    configFile: false,
    logLevel: 'warn',
    plugins: app.plugins(),
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
