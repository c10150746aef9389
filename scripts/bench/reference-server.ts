import { spawnReferenceServer } from '../../server/child-process.ts';

// The reference server for the bench, started as `npm run serve` starts it
// (server/README.md): loopback only, a free port, a throwaway database,
// serving the bench's snapshot of dist/ and dist-elements/.

export interface ReferenceServer {
  origin: string;
  close(): Promise<void>;
}

export async function startReferenceServer(buildRoot: string): Promise<ReferenceServer> {
  const server = await spawnReferenceServer(
    ['--throwaway', '--port', '0', '--host', '127.0.0.1', '--root', buildRoot],
    { nodeEnv: 'development' },
  );
  return { origin: server.url, close: server.stop };
}
