import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { launchBrowser } from './browser.ts';
import { buildFloor, floorDir, type FloorBuild } from './floor-build.ts';
import { writeLeanReferences, type LeanReference } from './microsite-lean-reference.ts';
import { startReferenceServer, type ReferenceServer } from './reference-server.ts';
import { startStaticServer, type StaticServer } from '../support/static-server.ts';

// What the measurements share, each made on first use and closed once at the
// end: a snapshot of the build (so that a build started elsewhere meanwhile
// cannot change what is measured), a temporary folder, Chromium, a static
// host, the reference server, the React floor build and the microsite's lean
// reference pages.

export interface BenchContext {
  repositoryRoot: string;
  /** Snapshot folder holding dist/ and dist-elements/. */
  buildRoot: string;
  /** Temporary folder of this run, deleted at the end. */
  tempDir: string;
  /** Runs for the repeated timings (default 10). */
  runs: number;
  /** Lighthouse runs per page of the outside check (default 3). */
  outsideRuns: number;
  /** Progress, on standard error (standard output is the table). */
  log(message: string): void;
  browser(): Promise<Browser>;
  /** Serves /dist-elements/, /best-design-awards/ and /floor/ from the snapshot, brotli- or gzip-compressed as asked. */
  staticServer(): Promise<StaticServer>;
  referenceServer(): Promise<ReferenceServer>;
  floor(): Promise<FloorBuild>;
  /** The lean reference page of each microsite page type, written next to the page in the snapshot's dist/. */
  leanReferences(): Promise<LeanReference[]>;
}

export interface OwnedContext extends BenchContext {
  close(): Promise<void>;
}

function once<T>(make: () => Promise<T>): { get(): Promise<T>; made(): Promise<T> | null } {
  let value: Promise<T> | null = null;
  return {
    get: () => (value ??= make()),
    made: () => value,
  };
}

export function createContext(
  repositoryRoot: string,
  { runs, outsideRuns }: { runs: number; outsideRuns: number },
): OwnedContext {
  const tempDir = mkdtempSync(join(tmpdir(), 'site-shell-bench-'));
  const buildRoot = join(tempDir, 'build');
  for (const folder of ['dist', 'dist-elements']) {
    cpSync(join(repositoryRoot, folder), join(buildRoot, folder), { recursive: true });
  }
  // The server renderer (dist-elements/server/) imports React and the other
  // dependencies by name, as a package does: the snapshot resolves them from
  // the repository's node_modules, as the repository's own build does.
  symlinkSync(join(repositoryRoot, 'node_modules'), join(buildRoot, 'node_modules'), 'dir');
  const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

  const floor = once(() => buildFloor(repositoryRoot, tempDir));
  const browser = once(launchBrowser);
  const staticServer = once(() =>
    startStaticServer({
      '/dist-elements/': join(buildRoot, 'dist-elements'),
      '/best-design-awards/': join(buildRoot, 'dist', 'best-design-awards'),
      // Filled by floor() when a measurement needs it.
      '/floor/': floorDir(tempDir),
    }),
  );
  const referenceServer = once(() => startReferenceServer(buildRoot));
  const leanReferences = once(async () => {
    const [made, host] = await Promise.all([browser.get(), staticServer.get()]);
    return writeLeanReferences(made, host.origin, join(buildRoot, 'dist'));
  });

  return {
    repositoryRoot,
    buildRoot,
    tempDir,
    runs,
    outsideRuns,
    log,
    browser: browser.get,
    staticServer: staticServer.get,
    referenceServer: referenceServer.get,
    floor: floor.get,
    leanReferences: async () => (await leanReferences.get()).references,
    async close() {
      await leanReferences
        .made()
        ?.then((written) => written.cleanup())
        .catch(() => undefined);
      const closing: Promise<unknown>[] = [];
      const made = [browser.made(), staticServer.made(), referenceServer.made()];
      for (const resource of made) {
        if (resource) closing.push(resource.then((r) => r.close()).catch(() => undefined));
      }
      await Promise.all(closing);
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
