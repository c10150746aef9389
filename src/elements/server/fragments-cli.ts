import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { elementsVersion } from '../version.ts';
import { createFragmentHandler } from './fragments/fragment-handler.ts';
import { createFragmentService, defaultTimeBudgetMs } from './fragments/fragment-service.ts';

// `site-shell-fragments`: the fragment endpoint on its own, to deploy behind
// an edge (docs/elements/edge.md). No database, no demo pages: stateless, so
// it scales by running more processes; SIGTERM finishes the requests in
// flight, then exits.

const usage = `site-shell-fragments ${elementsVersion}: the site elements' fragment server

  GET /fragments/<tag>?<attributes>   one element rendered (docs/elements/server-rendering.md)
  GET /healthz                        {"status":"ok","version":"…"}

Options:
  --port <n>            port (default $PORT, else 8080; 0 picks a free one)
  --host <name>         interface (default all)
  --assets-base <url>   where pages serve dist-elements/ (default /dist-elements/)
  --cache-mib <n>       memory for shared fragments (default 16; 0 turns the cache off)
  --time-budget-ms <n>  the include mode's render budget (default ${defaultTimeBudgetMs})
  --quiet               no log lines
  --help`;

/** How long SIGTERM waits for requests in flight before it closes their connections. */
const drainMs = 10_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'assets-base': { type: 'string', default: '/dist-elements/' },
      'cache-mib': { type: 'string', default: '16' },
      'time-budget-ms': { type: 'string', default: String(defaultTimeBudgetMs) },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const number = (name: string, text: string, min: number) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value < min) {
      process.stderr.write(
        `site-shell-fragments: --${name} must be a number of at least ${min}, not "${text}".\n`,
      );
      process.exit(2);
    }
    return value;
  };
  const port = number('port', values.port ?? process.env['PORT'] ?? '8080', 0);
  const handler = createFragmentHandler({
    assetsBase: values['assets-base'],
    cacheBytes: number('cache-mib', values['cache-mib'], 0) * 1024 * 1024,
    timeBudgetMs: number('time-budget-ms', values['time-budget-ms'], 1),
    ...(values.quiet ? { log: () => {} } : {}),
  });
  // The first render loads React's server renderer and a catalogue, past an
  // edge's include timeout: done before listening, so no include waits for it.
  await createFragmentService({ cacheBytes: 0 }).answer({ tag: 'site-header', query: 'drawers=' });
  const server = createServer(handler);
  server.listen(port, values.host, () => {
    const address = server.address();
    const where = typeof address === 'object' && address ? address : { address: values.host, port };
    const host = where.address?.includes(':') ? `[${where.address}]` : where.address;
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), listening: `http://${host ?? 'localhost'}:${where.port}`, version: elementsVersion })}\n`,
    );
  });
  const stop = (signal: string) => {
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), stopping: signal })}\n`,
    );
    // Stops accepting; the requests in flight finish, idle keep-alive connections close.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, drainMs).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

await main();
