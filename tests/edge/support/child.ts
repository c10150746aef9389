import { spawn } from 'node:child_process';
import { connect } from 'node:net';

// A server the edge tests start (nginx, varnishd, the fragment server): in the
// foreground, as a child of the test, so that it is stopped by its own process
// id, and by nothing broader.

export interface Child {
  pid: number;
  /** What it printed, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface ChildOptions {
  /** The loopback port it listens on once ready. */
  port: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `command args…` and resolves once its port accepts connections. */
export async function startChild(
  command: string,
  args: readonly string[],
  { port, cwd, env, timeoutMs = 20_000 }: ChildOptions,
): Promise<Child> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(String(chunk)));
  const output = () => chunks.join('');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  // A test run that ends without its teardown must not leave the server behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async (graceMs = 5_000) => {
    process.off('exit', killOnExit);
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (!running || Date.now() > deadline) {
      await stop(0);
      throw new Error(
        `${command} ${running ? 'did not listen' : 'exited'} on port ${port} within ${timeoutMs} ms:\n${output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (child.pid === undefined) throw new Error(`${command} has no process id`);
  return { pid: child.pid, output, stop };
}
