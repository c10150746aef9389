import { resolve } from 'node:path';
import { startChild, type Child } from './child.ts';

// The fragment server the edge sits in front of, started as an operator
// starts it (docs/elements/edge.md). Its command is here and nowhere else.

const root = resolve(import.meta.dirname, '../../..');

/** `node <args>` that serves GET /fragments/<tag> on 127.0.0.1:`port`. */
export function backendCommand(port: number): string[] {
  return [
    'dist-elements/server/fragments-cli.js',
    ...['--host', '127.0.0.1', '--port', String(port)],
    // The template origin serves dist-elements/ at /dist-elements/, on the same host as the pages.
    ...['--assets-base', '/dist-elements/'],
  ];
}

export interface Backend {
  address: `127.0.0.1:${number}`;
  /**
   * What the running process printed so far ('' while stopped): its log, one
   * JSON line per request (fields: path, status, tag, cache, bytes).
   */
  output(): string;
  /** Stops it (the endpoint is down), and starts it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startBackend(port: number): Promise<Backend> {
  let child: Child | null = null;
  const start = async () => {
    child = await startChild(process.execPath, backendCommand(port), {
      port,
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test' },
    });
    // Its first render loads the renderer and a catalogue, far past the edge's
    // timeouts: do it before the edge sends it any include.
    await fetch(`http://127.0.0.1:${port}/fragments/site-footer?site=de-de&locale=de-DE`, {
      signal: AbortSignal.timeout(20_000),
    });
  };
  await start();
  return {
    address: `127.0.0.1:${port}`,
    output: () => child?.output() ?? '',
    start,
    async stop() {
      await child?.stop();
      child = null;
    },
  };
}
