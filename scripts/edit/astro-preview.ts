import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startChildServer, type Running } from './child-server.ts';

// The live preview beside the editing screen: `astro dev` on the edited
// project, which shows drafts and picks up every file the screen saves.

const astroBin = join(
  dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'bin/astro.mjs',
);

export interface AstroPreviewOptions {
  root: string;
  port: number;
  /** Another Astro configuration file of `root` (a test's copy keeps its caches in the copy). */
  config?: string;
}

/** Starts `astro dev`; its `url` is the microsite's home page. */
export async function startAstroPreview(options: AstroPreviewOptions): Promise<Running> {
  const origin = `http://127.0.0.1:${options.port}`;
  const environment: NodeJS.ProcessEnv = { ...process.env };
  // Astro sets its own mode; a test runner's NODE_ENV=test would change it.
  delete environment['NODE_ENV'];
  return startChildServer({
    name: 'astro dev',
    args: [
      astroBin,
      'dev',
      '--root',
      options.root,
      '--host',
      '127.0.0.1',
      '--port',
      String(options.port),
      ...(options.config ? ['--config', options.config] : []),
    ],
    cwd: options.root,
    env: environment,
    port: options.port,
    portOption: '--preview-port',
    url: `${origin}/best-design-awards/`,
    // It answers 404 for a moment before its routes are ready.
    ready: (response) => response.ok,
    timeoutMs: 120_000,
  });
}
