import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../support/free-port.ts';
import {
  copyProject as copyProjectFolder,
  repo,
  type ProjectCopy,
} from '../../unit/support/project-copy.ts';

// `npm run edit` against a copy of the project, so that nothing the editing
// screen's tests save lands in this checkout's src/content/. Used by the
// Playwright test (tests/e2e/editing/) and the cross-engine smoke
// (tests/e2e/smoke/editing-screen.smoke.ts).

/** A copy of the project in a temporary folder (tests/unit/support/project-copy.ts). */
export const copyProject = (): ProjectCopy => copyProjectFolder('awards-edit-');

export { repo };

export interface EditCommand {
  editUrl: string;
  /** The live preview's home page; empty when started without it. */
  previewUrl: string;
  /** Ctrl-C's signal to the command, waiting until it (and what it started) has exited. */
  stop(): Promise<void>;
}

/** `npm run edit -- --root <root>` on free ports, once it has printed its addresses. */
export async function startEditCommand(project: ProjectCopy, preview = true): Promise<EditCommand> {
  const { root } = project;
  const [port, apiPort, previewPort] = [await freePort(), await freePort(), await freePort()];
  const previewOptions = preview
    ? ['--preview-port', String(previewPort), '--astro-config', project.config]
    : ['--no-preview'];
  const environment: NodeJS.ProcessEnv = { ...process.env };
  // Astro sets its own mode; a test runner's NODE_ENV would change it.
  delete environment['NODE_ENV'];
  const command: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/edit/main.ts',
      ...['--root', root, '--port', String(port), '--api-port', String(apiPort)],
      ...previewOptions,
    ],
    { cwd: repo, env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => command.once('exit', () => resolve()));
  const addresses = new Promise<{ editUrl: string; previewUrl: string }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      // The addresses are printed once everything runs, before this line.
      if (!output.includes('Ctrl-C stops everything.')) return;
      const editUrl = /^Editing screen: (\S+)$/m.exec(output)?.[1] ?? '';
      const previewUrl = /^Live preview: +(http\S+)/m.exec(output)?.[1] ?? '';
      resolve({ editUrl, previewUrl });
    };
    command.stdout?.on('data', read);
    command.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`npm run edit exited:\n${output}`)));
  });
  const stop = async () => {
    if (command.exitCode === null && command.pid !== undefined) process.kill(command.pid, 'SIGINT');
    await exited;
  };
  try {
    return { ...(await addresses), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
