import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The reference server (server/main.ts) in a child process with a throwaway
// database, on a free port. A child process, not in-process: the server's
// graphql and this test's graphql must not be two copies in one realm.

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ReferenceServer {
  url: string;
  output(): string;
  close(): Promise<void>;
}

export function startReferenceServer(
  options: { heartbeatMs?: number } = {},
): Promise<ReferenceServer> {
  const args = ['server/main.ts', '--port', '0', '--host', '127.0.0.1', '--throwaway'];
  if (options.heartbeatMs) args.push('--heartbeat-ms', String(options.heartbeatMs));
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, args, {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'test' },
    });
    // A worker that ends without running afterAll must not leave the server behind.
    const killOnExit = () => child.kill('SIGTERM');
    process.once('exit', killOnExit);
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${log.join('')}`)),
      15_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      log.push(text);
      const match = /Reference server on (http:\/\/\S+?)\/ /.exec(text);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        output: () => log.join(''),
        close: () =>
          new Promise<void>((done) => {
            process.off('exit', killOnExit);
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log.join('')}`));
    });
  });
}
