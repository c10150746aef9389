import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

// A server run as a child process (decap-server, astro dev): started, waited
// for until it answers, and stopped by its process id.

export interface Running {
  /** Where it answers. */
  url: string;
  /** Stops it (SIGTERM, then SIGKILL after a grace period) and waits for it to exit. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Named in messages: `decap-server`, `astro dev`. */
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The loopback port it listens on, and the option that changes it (for the message when it is taken). */
  port: number;
  portOption: string;
  /** The URL it answers at; any HTTP answer (even 404) means it is up unless `ready` says otherwise. */
  url: string;
  ready?: (response: Response) => boolean;
  /** How long it may take to answer. */
  timeoutMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether nothing listens on the loopback `port`. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Runs `node <args>` and resolves once it answers at `url`; its `stop` ends it. */
export async function startChildServer(options: ChildServerOptions): Promise<Running> {
  // Taken, the port would answer for another server (and astro dev would move to the next one).
  if (!(await portIsFree(options.port))) {
    throw new Error(
      `${options.name}: port ${options.port} is in use; choose another with ${options.portOption} <port>.`,
    );
  }
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its output goes to the terminal, each line marked with its name (a
  // content problem in the preview is printed there too); the last lines are
  // kept for the message if it fails to start.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output = `${output}${line}\n`.slice(-4000);
      console.log(`[${options.name}] ${line}`);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const signal = (name: NodeJS.Signals) => {
    try {
      if (running && child.pid !== undefined) process.kill(child.pid, name);
    } catch {
      // Gone already (Ctrl-C in a terminal reaches it too).
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    const grace = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000).unref());
    const ended = await Promise.race([exited.then(() => true), grace]);
    if (!ended) signal('SIGKILL');
    await exited;
  };

  const ready = options.ready ?? (() => true);
  const until = Date.now() + options.timeoutMs;
  while (Date.now() < until) {
    if (!running) throw new Error(`${options.name} stopped before it answered:\n${output}`);
    const answered = await fetch(options.url).then(ready, () => false);
    if (answered) return { url: options.url, stop };
    await pause(200);
  }
  await stop();
  throw new Error(
    `${options.name} did not answer at ${options.url} within ${options.timeoutMs} ms:\n${output}`,
  );
}
