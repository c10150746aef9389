import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// `site-shell-fragments` (the built dist-elements/server/fragments-cli.js) in
// a child process, started as an operator would start it, for the tests, the
// edge recipes' tests and the bench. Ready when it prints its `listening` line.

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface FragmentServerProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  child: ChildProcess;
  /** Every line it printed so far (its log: one JSON line per request). */
  output(): string;
  /** SIGTERM, resolved with the exit code once the process has exited. */
  stop(): Promise<number | null>;
}

/** Starts `node dist-elements/server/fragments-cli.js <args>` on a free loopback port (unless `args` name one). */
export function spawnFragmentServer(
  args: readonly string[] = [],
  timeoutMs = 15_000,
): Promise<FragmentServerProcess> {
  const log: string[] = [];
  const where = args.includes('--port') ? [] : ['--port', '0', '--host', '127.0.0.1'];
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['dist-elements/server/fragments-cli.js', ...where, ...args],
      { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const killOnExit = () => child.kill('SIGTERM');
    process.once('exit', killOnExit);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const stop = () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    };
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`site-shell-fragments did not start:\n${log.join('')}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      log.push(text);
      const match = /"listening":"(http:\/\/[^"]+)"/.exec(text);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ url: match[1], child, output: () => log.join(''), stop });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      process.off('exit', killOnExit);
      reject(new Error(`site-shell-fragments exited with ${code}:\n${log.join('')}`));
    });
  });
}
