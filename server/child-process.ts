import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The reference server in a child process, for the tests and the bench: a
// child, not in-process, so that the server's graphql and the caller's graphql
// are never two copies in one realm. It is ready when it prints the line
// below (server/main.ts).

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const listening = /Reference server on (http:\/\/\S+?)\/ /;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** NODE_ENV of the child (default `test`). */
  nodeEnv?: string;
  timeoutMs?: number;
  /** Collects the output; pass the same array to keep one log across restarts. */
  log?: string[];
}

/** Starts `node server/main.ts <args>` and resolves with its address once it listens. */
export function spawnReferenceServer(
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const log = options.log ?? [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/main.ts', ...args], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: options.nodeEnv ?? 'test' },
    });
    // A caller that ends without stopping it must not leave the server behind.
    const killOnExit = () => child.kill('SIGTERM');
    process.once('exit', killOnExit);
    const stop = () =>
      new Promise<void>((done) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the reference server did not start:\n${log.join('')}`));
    }, options.timeoutMs ?? 20_000);
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      log.push(text);
      const match = listening.exec(text);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ url: match[1], child, output: () => log.join(''), stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.off('exit', killOnExit);
      reject(new Error(`the reference server exited with ${code}:\n${log.join('')}`));
    });
  });
}
