import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp, type RunningServer } from './app.ts';
import type { ServerOptions } from './config.ts';
import type { DatabaseLocation } from './db/open.ts';

// The reference server's command line (server/README.md "Running it").

const usage = `Usage: node server/main.ts [options]
  --port <n>       port (default: $PORT or 4321; 0 picks a free one)
  --host <name>    interface to listen on (default: all)
  --data <dir>     folder of the database (default: ./data)
  --memory         keep the database in memory only
  --throwaway      use a temporary database folder, deleted on exit
  --production     production mode: no /dev endpoints
  --root <dir>     folder holding dist/ and dist-elements/ (default: the repository)
  --heartbeat-ms <n>  notifications socket heartbeat (default: 25000)
  --script-allow <url>  an address the microsite's script proxy may fetch (repeatable;
                   also $SCRIPT_PROXY_ALLOW, comma-separated)
  --no-fragment-cache  render every /fragments/<tag> request afresh (the bench compares)
  --help           show this text`;

export interface CommandLine {
  port: number;
  host: string | undefined;
  database: DatabaseLocation;
  production: boolean;
  rootDir: string | undefined;
  heartbeatMs: number | undefined;
  scriptAllowList: string[];
  fragmentCache: boolean;
  /** A temporary folder to delete on exit (--throwaway). */
  throwawayDir: string | null;
}

export function parseCommandLine(args: string[], env: NodeJS.ProcessEnv): CommandLine | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      memory: { type: 'boolean', default: false },
      throwaway: { type: 'boolean', default: false },
      production: { type: 'boolean', default: false },
      root: { type: 'string' },
      'heartbeat-ms': { type: 'string' },
      'script-allow': { type: 'string', multiple: true },
      'no-fragment-cache': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const portText = values.port ?? (env['PORT'] || '4321');
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65_535) throw new Error(`Invalid port "${portText}".`);
  const heartbeatText = values['heartbeat-ms'];
  if (heartbeatText !== undefined && !/^[1-9]\d{1,6}$/.test(heartbeatText)) {
    throw new Error(`Invalid --heartbeat-ms "${heartbeatText}": expected 10 to 9999999.`);
  }
  if ([values.memory, values.throwaway, values.data !== undefined].filter(Boolean).length > 1) {
    throw new Error('Choose one of --data, --memory and --throwaway.');
  }
  let throwawayDir: string | null = null;
  let database: DatabaseLocation = { kind: 'folder', dir: resolve(values.data ?? 'data') };
  if (values.memory) database = { kind: 'memory' };
  if (values.throwaway) {
    throwawayDir = mkdtempSync(join(tmpdir(), 'site-shell-'));
    database = { kind: 'folder', dir: throwawayDir };
  }
  return {
    port,
    host: values.host,
    database,
    production: values.production || env['NODE_ENV'] === 'production',
    rootDir: values.root === undefined ? undefined : resolve(values.root),
    heartbeatMs: heartbeatText === undefined ? undefined : Number(heartbeatText),
    scriptAllowList: [
      ...(values['script-allow'] ?? []),
      ...(env['SCRIPT_PROXY_ALLOW'] ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ],
    fragmentCache: !values['no-fragment-cache'],
    throwawayDir,
  };
}

/** Stops the server on Ctrl-C or SIGTERM, then removes a throwaway database. */
export function stopOnSignals(server: RunningServer, throwawayDir: string | null): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server
      .close()
      .then(() => {
        if (throwawayDir) rmSync(throwawayDir, { recursive: true, force: true });
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The server options a command line asks for: the one mapping `npm run serve` and `npm start` share. */
export function serverOptions(line: CommandLine): ServerOptions {
  return {
    port: line.port,
    host: line.host,
    database: line.database,
    production: line.production,
    ...(line.rootDir ? { rootDir: line.rootDir } : {}),
    ...(line.heartbeatMs ? { heartbeatMs: line.heartbeatMs } : {}),
    scriptAllowList: line.scriptAllowList,
    fragmentCache: line.fragmentCache,
  };
}

async function main(): Promise<void> {
  let line: CommandLine | 'help';
  try {
    line = parseCommandLine(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (line === 'help') {
    console.log(usage);
    return;
  }
  let server: RunningServer;
  try {
    server = await createApp(serverOptions(line));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${line.port} is in use: set PORT or pass --port <n>.`);
      process.exit(1);
    }
    throw error;
  }
  const where =
    line.database.kind === 'memory'
      ? 'in memory'
      : `in ${line.database.dir}${line.throwawayDir ? ' (throwaway)' : ''}`;
  console.log(
    `Reference server on ${server.url}/ (database ${where}${line.production ? ', production mode' : ''})`,
  );
  stopOnSignals(server, line.throwawayDir);
}

if (import.meta.main) await main();
