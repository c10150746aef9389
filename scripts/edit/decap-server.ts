import { createRequire } from 'node:module';
import { startChildServer, type Running } from './child-server.ts';

// decap-server (Decap CMS's proxy server) in its local file-system mode:
// the CMS's reads and writes go to the files of `root`, nothing is
// committed. It runs as its own process, as its README describes (its
// settings are environment variables, and its repository folder is one per
// process), on a loopback port that only the editing screen's server talks to.

const decapServerMain = createRequire(import.meta.url).resolve('decap-server');

export interface DecapServerOptions {
  /** The project whose `src/content/` the CMS edits. */
  root: string;
  port: number;
}

/** Starts decap-server; its `url` is the API (`…/api/v1`). */
export async function startDecapServer(options: DecapServerOptions): Promise<Running> {
  const origin = `http://127.0.0.1:${options.port}`;
  const running = await startChildServer({
    name: 'decap-server',
    args: [decapServerMain],
    cwd: options.root,
    env: {
      ...process.env,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: options.root,
      PORT: String(options.port),
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    port: options.port,
    portOption: '--api-port',
    // It answers only POST /api/v1: any answer means it listens.
    url: `${origin}/`,
    timeoutMs: 15_000,
  });
  return { url: `${origin}/api/v1`, stop: running.stop };
}
