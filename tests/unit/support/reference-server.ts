import { spawnReferenceServer } from '../../../server/child-process.ts';

// The reference server with a throwaway database, on a free port.

export interface ReferenceServer {
  url: string;
  output(): string;
  close(): Promise<void>;
}

export async function startReferenceServer(
  options: { heartbeatMs?: number } = {},
): Promise<ReferenceServer> {
  const args = ['--port', '0', '--host', '127.0.0.1', '--throwaway'];
  if (options.heartbeatMs) args.push('--heartbeat-ms', String(options.heartbeatMs));
  const server = await spawnReferenceServer(args);
  return { url: server.url, output: server.output, close: server.stop };
}
