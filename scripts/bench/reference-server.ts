import { spawn, type ChildProcess } from 'node:child_process';

// The reference server in a child process, started as `npm run serve` starts
// it (server/README.md): loopback only, a free port, a throwaway database,
// serving the bench's snapshot of dist/ and dist-elements/.

export interface ReferenceServer {
  origin: string;
  close(): Promise<void>;
}

export function startReferenceServer(
  repositoryRoot: string,
  buildRoot: string,
): Promise<ReferenceServer> {
  const args = [
    'server/main.ts',
    '--throwaway',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--root',
    buildRoot,
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const log: string[] = [];
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`the reference server did not start:\n${log.join('')}`));
    }, 20_000);
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      log.push(text);
      const match = /Reference server on (http:\/\/\S+?)\/ /.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ origin: match[1], close });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the reference server exited with ${code}:\n${log.join('')}`));
    });
  });
}
