import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReferenceServer } from '../../../server/child-process.ts';

// Each test file runs a real reference server in a child process, started the
// way `npm run serve` starts it: black-box, on a free port, with a data folder
// of its own. (In-process would also work under plain Node, but vitest would
// load two copies of graphql and graphql-js refuses a schema from "another realm".)

export interface ServerFlags {
  production?: boolean;
  /** Folder holding dist/ and dist-elements/. */
  root?: string;
  heartbeatMs?: number;
  /** Addresses the microsite's script proxy may fetch. */
  scriptAllow?: string[];
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** What the server printed, for failure messages. */
  output(): string;
  /** Stops the server (SIGTERM) and starts it again on the same data folder. */
  restart(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  close(): Promise<void>;
}

/** Starts a reference server with a fresh data folder. */
export async function startServer(flags: ServerFlags = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-shell-test-'));
  const args = ['--port', '0', '--host', '127.0.0.1', '--data', dataDir];
  if (flags.production) args.push('--production');
  if (flags.root) args.push('--root', flags.root);
  if (flags.heartbeatMs) args.push('--heartbeat-ms', String(flags.heartbeatMs));
  for (const address of flags.scriptAllow ?? []) args.push('--script-allow', address);
  const log: string[] = [];
  const launch = () => spawnReferenceServer(args, { log, timeoutMs: 15_000 });
  let running = await launch();
  const server: TestServer = {
    url: running.url,
    dataDir,
    output: () => log.join(''),
    async restart() {
      await running.stop();
      running = await launch();
      server.url = running.url;
    },
    async close() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
