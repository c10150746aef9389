import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../support/free-port.ts';
import { startChild } from './child.ts';
import type { Edge } from './edge.ts';
import { settled, type CacheCounts } from './settled.ts';
import { nginxForMachine, type Address } from './edge-config.ts';

// nginx from Debian's package with the recipe of docs/elements/edge/nginx.conf,
// included by a main configuration of the test's own, as Debian's
// /etc/nginx/nginx.conf includes conf.d/: its process id file, temp folders,
// cache and logs all in a temp folder, so that it runs as root or not, beside
// the package's own service, and leaves nothing behind.

export const nginxPath = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
export const nginxRecipe = resolve(import.meta.dirname, '../../../docs/elements/edge/nginx.conf');

/** The test's nginx.conf: the machine's part, around the recipe. */
function mainConfig(folder: string): string {
  return `daemon off;
pid ${folder}/nginx.pid;
error_log stderr warn;
worker_processes 1;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${folder}/client-body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
    # The includes are subrequests: log them, with their cache status.
    log_format edge '$upstream_cache_status $status $uri';
    log_subrequest on;
    access_log ${folder}/access.log edge;
    include ${folder}/site-shell.conf;
}
`;
}

/** The includes' cache statuses, from the log format of mainConfig. */
function readAccessLog(log: string): CacheCounts {
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
  const fragments = lines.filter((line) => / \d{3} \/fragments\//.test(line));
  const hits = fragments.filter((line) => /^(HIT|STALE|UPDATING|REVALIDATED) /.test(line));
  return { hits: hits.length, misses: fragments.length - hits.length };
}

export async function startNginx(backends: {
  fragments: Address;
  templates: Address;
}): Promise<Edge> {
  if (!existsSync(nginxPath)) {
    throw new Error(`no nginx at ${nginxPath}: apt-get install nginx (or set NGINX_PATH)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'site-shell-nginx-'));
  // As root, nginx's workers run as nobody: they must reach the folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  writeFileSync(
    join(folder, 'site-shell.conf'),
    nginxForMachine(readFileSync(nginxRecipe, 'utf8'), {
      listen: `127.0.0.1:${port}`,
      ...backends,
      cacheFolder: join(folder, 'cache'),
    }),
  );
  writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder));
  const child = await startChild(
    nginxPath,
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr'],
    { port },
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    cacheCounts: () => settled(async () => readAccessLog(join(folder, 'access.log'))),
    output: child.output,
    async close() {
      await child.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
