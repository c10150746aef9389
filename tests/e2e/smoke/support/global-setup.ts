// vitest globalSetup of vitest.smoke.config.ts: one reference server for the
// run (`node server/main.ts --throwaway`: a fresh seeded database that is
// deleted on exit), serving the demo pages, the API, the microsite and
// dist-elements from the last `npm run build`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { spawnReferenceServer, type ServerProcess } from '../../../../server/child-process.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

let server: ServerProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  for (const built of ['dist/best-design-awards', 'dist-elements/site-elements.js']) {
    if (!existsSync(`${root}${built}`))
      throw new Error(`${built} is missing: run npm run build first`);
  }
  // Port 0: the server takes a free port and prints the address it got.
  server = await spawnReferenceServer(['--throwaway', '--host', '127.0.0.1', '--port', '0'], {
    timeoutMs: 30_000,
  });
  project.provide('smokeBaseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
}
