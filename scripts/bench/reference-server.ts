import { spawnReferenceServer } from '../../server/child-process.ts';

// The reference server for the bench, started as `npm run serve` starts it
// (server/README.md): loopback only, a free port, a throwaway database,
// serving the bench's snapshot of dist/ and dist-elements/. `extraArgs` are
// more command-line options (e.g. a configuration the measurement compares).

export interface ReferenceServer {
  origin: string;
  close(): Promise<void>;
}

export async function startReferenceServer(
  buildRoot: string,
  extraArgs: readonly string[] = [],
): Promise<ReferenceServer> {
  const server = await spawnReferenceServer(
    ['--throwaway', '--port', '0', '--host', '127.0.0.1', '--root', buildRoot, ...extraArgs],
    { nodeEnv: 'development' },
  );
  return { origin: server.url, close: server.stop };
}
