import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/free-port.ts';
import { startChild } from './child.ts';
import { settled, type CacheCounts } from './settled.ts';
import { varnishForMachine, type Address } from './edge-config.ts';
import type { Edge } from './edge.ts';

// varnishd from Debian's package with the recipe of
// docs/elements/edge/varnish.vcl and the command line it documents, its work
// folder (shared memory log, compiled VCL) in a temp folder, so that it runs
// as root or not, beside the package's own service, and leaves nothing behind.

export const varnishdPath = process.env['VARNISHD_PATH'] ?? '/usr/sbin/varnishd';
const varnishstatPath = process.env['VARNISHSTAT_PATH'] ?? '/usr/bin/varnishstat';
export const varnishRecipe = resolve(
  import.meta.dirname,
  '../../../docs/elements/edge/varnish.vcl',
);

/** The recipe's varnishd options (its header comment), but for the listen address. */
export const varnishdOptions = ['-s', 'malloc,256m', '-p', 'feature=+esi_include_onerror'];

const run = promisify(execFile);

async function readCounters(workFolder: string): Promise<CacheCounts> {
  const { stdout } = await run(varnishstatPath, [
    ...['-n', workFolder, '-1', '-j'],
    ...['-f', 'MAIN.cache_hit', '-f', 'MAIN.cache_miss'],
  ]);
  const { counters } = JSON.parse(stdout) as { counters: Record<string, { value: number }> };
  return {
    hits: counters['MAIN.cache_hit']?.value ?? 0,
    misses: counters['MAIN.cache_miss']?.value ?? 0,
  };
}

export async function startVarnish(backends: {
  fragments: Address;
  templates: Address;
}): Promise<Edge> {
  if (!existsSync(varnishdPath)) {
    throw new Error(
      `no varnishd at ${varnishdPath}: apt-get install varnish (or set VARNISHD_PATH)`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'site-shell-varnish-'));
  // As root, varnishd drops to the varnish and vcache users: they must reach the folder.
  chmodSync(folder, 0o755);
  const workFolder = join(folder, 'work');
  const vcl = join(folder, 'site-shell.vcl');
  writeFileSync(vcl, varnishForMachine(readFileSync(varnishRecipe, 'utf8'), backends));
  chmodSync(vcl, 0o644);
  const port = await freePort();
  const child = await startChild(
    varnishdPath,
    ['-F', '-n', workFolder, '-a', `127.0.0.1:${port}`, '-f', vcl, ...varnishdOptions],
    { port },
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    cacheCounts: () => settled(() => readCounters(workFolder)),
    output: child.output,
    async close() {
      await child.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
