import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The environment without PORT, so that a PORT of the machine running the tests does not leak in. */
function withoutPort(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy['PORT'];
  return copy;
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs `node <script> ...args` from the repository root and resolves once `ready` appears in its output. */
export function runNode(
  script: string,
  args: string[],
  ready: RegExp,
  ms = 15_000,
): Promise<Started> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: withoutPort(process.env),
  });
  const chunks: string[] = [];
  const output = () => chunks.join('');
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${ready}:\n${output()}`)),
      ms,
    );
    const onData = (chunk: Buffer) => {
      chunks.push(String(chunk));
      if (ready.test(output())) {
        clearTimeout(timer);
        resolve({ child, output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!ready.test(output()))
        reject(new Error(`exited with ${code} before ${ready}:\n${output()}`));
    });
  });
}
