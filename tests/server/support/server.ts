import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Each test file runs a real reference server in a child process, started the
// way `npm run serve` starts it: black-box, on a free port, with a data folder
// of its own. (In-process would also work under plain Node, but vitest would
// load two copies of graphql and graphql-js refuses a schema from "another realm".)

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

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

interface Running {
  child: ChildProcess;
  url: string;
}

function launch(args: string[], log: string[]): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/main.ts', ...args], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'test' },
    });
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${log.join('')}`)),
      15_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      log.push(text);
      const match = /Reference server on (http:\/\/\S+?)\/ /.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log.join('')}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
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
  let running = await launch(args, log);
  const server: TestServer = {
    url: running.url,
    dataDir,
    output: () => log.join(''),
    async restart() {
      await stop(running.child);
      running = await launch(args, log);
      server.url = running.url;
    },
    async close() {
      await stop(running.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
