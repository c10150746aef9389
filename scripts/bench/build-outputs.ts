import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The bench measures what the builds produced. On a fresh clone there is none
// yet: build what is missing (or everything with --build), the way
// `npm run build:elements` and `npm run build:site` do. Their output goes to
// standard error, so that standard output stays the table.

function run(repositoryRoot: string, what: string, command: string, args: string[]): void {
  process.stderr.write(`bench: building ${what}…\n`);
  const result = spawnSync(command, args, {
    cwd: repositoryRoot,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building ${what} failed (exit ${result.status})`);
}

export function ensureBuilt(repositoryRoot: string, force: boolean): void {
  if (force || !existsSync(join(repositoryRoot, 'dist-elements', 'site-elements.js'))) {
    run(repositoryRoot, 'the elements', process.execPath, ['scripts/build-elements.ts']);
  }
  if (force || !existsSync(join(repositoryRoot, 'dist', 'best-design-awards', 'index.html'))) {
    run(repositoryRoot, 'the microsite', join(repositoryRoot, 'node_modules', '.bin', 'astro'), [
      'build',
    ]);
  }
}
