import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { repositoryRoot } from '../server/config.ts';
import {
  parseCommandLine,
  serverOptions,
  stopOnSignals,
  type CommandLine,
} from '../server/main.ts';

// `npm start`: builds what is missing, then runs the reference server with
// the database in ./data (git-ignored) and prints where to look. Accepts the
// options of server/main.ts after `--` (npm start -- --port 5000).

function missingBuilds(root: string): string[] {
  return ['dist', 'dist-elements'].filter((folder) => !existsSync(join(root, folder)));
}

function buildIfMissing(root: string): void {
  const missing = missingBuilds(root);
  if (missing.length === 0) return;
  console.log(`${missing.join(' and ')} missing: running npm run build…`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error('npm run build failed; fix the build and run npm start again.');
    process.exit(result.status ?? 1);
  }
  const still = missingBuilds(root);
  if (still.length > 0) {
    console.warn(
      `${still.join(' and ')} still missing after the build: those routes answer 404 until it exists.`,
    );
  }
}

function links(url: string): string {
  const demo = (query: string) => `  ${url}/demo?${query}`;
  return [
    `Reference server on ${url}/`,
    '',
    'Demo legacy pages:',
    demo('site=us-en&role=logged-out'),
    demo('site=us-en&role=contest-holder'),
    demo('site=us-en&role=designer'),
    demo('site=de-de&role=designer'),
    demo('site=ch-fr&role=contest-holder&variant=reduced'),
    demo('site=gw-de-de&role=designer&variant=blog'),
    '',
    `All demo pages:  ${url}/`,
    `Demo sign-in:    ${url}/demo/sign-in`,
    `Microsite:       ${url}/best-design-awards/`,
    `Workbench:       ${url}/dist-elements/workbench/index.html`,
    `GraphQL:         ${url}/graphql`,
    '',
    'Ctrl-C stops the server.',
  ].join('\n');
}

async function start(): Promise<void> {
  let line: CommandLine | 'help';
  try {
    line = parseCommandLine(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (line === 'help') {
    console.log('Usage: npm start [-- <options of node server/main.ts --help>]');
    return;
  }
  const root = line.rootDir ?? repositoryRoot;
  buildIfMissing(root);
  try {
    const server = await createApp({ ...serverOptions(line), rootDir: root });
    console.log(links(server.url));
    stopOnSignals(server, line.throwawayDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${line.port} is in use: set PORT or pass -- --port <n>.`);
      process.exit(1);
    }
    throw error;
  }
}

await start();
