import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { astroBin, astroEnvironment, type ProjectCopy } from '../../../support/project-copy.ts';

// The real Astro on a copy of the project (tests/unit/support/project-copy.ts):
// a build into the copy's dist/, or the dev preview on a free loopback port.

/** Astro's command in the copy, its output collected. */
function runAstro(copy: ProjectCopy, args: readonly string[]) {
  const child = spawn(process.execPath, [astroBin, ...args, '--config', copy.config], {
    cwd: copy.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: astroEnvironment({ INCREMENTAL_BUILD: '0' }),
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output: () => output.join('') };
}

/** `astro build` of the copy into its dist/; rejects with Astro's output. */
export function buildCopy(copy: ProjectCopy): Promise<void> {
  const { child, output } = runAstro(copy, ['build']);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build failed (${code}):\n${output()}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface DevServer {
  origin: string;
  /** What Astro has printed so far (its terminal). */
  output(): string;
  stop(): void;
}

/** `astro dev` of the copy, once it answers `ready` (a path) with 200. */
export async function serveCopy(copy: ProjectCopy, ready: string): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, output } = runAstro(copy, ['dev', '--host', '127.0.0.1', '--port', `${port}`]);
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // The server answers 404 for a moment before its routes are ready.
    const ok = await fetch(`${origin}${ready}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, output, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`astro dev did not answer at ${origin}${ready}:\n${output()}`);
}
