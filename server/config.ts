import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { DatabaseLocation } from './db/open.ts';
import { defaultBodyLimitBytes } from './http/body.ts';

/** The repository root, found from this file's place in it. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** Everything `createApp` accepts; main.ts builds it from the command line. */
export interface ServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Interface to listen on; all interfaces when omitted. */
  host?: string | undefined;
  database: DatabaseLocation;
  /** Production mode: no /dev routes. */
  production?: boolean;
  /** Where dist/ and dist-elements/ are looked up (default: the repository root). */
  rootDir?: string;
  /** Folder of the market files (default: <repository>/markets). */
  marketsDir?: string;
  bodyLimitBytes?: number;
  /** How often the notifications socket sends {"type":"ping"}. */
  heartbeatMs?: number;
  /** Script addresses the microsite's third-party proxy may fetch (exact matches). */
  scriptAllowList?: readonly string[];
  /** The clock: injectable so that tests can pin dates. */
  now?: () => Date;
  /** Keep rendered logged-out fragments of /fragments/<tag> in memory (default true; off for the bench). */
  fragmentCache?: boolean;
}

export interface Config {
  production: boolean;
  distDir: string;
  elementsDir: string;
  marketsDir: string;
  bodyLimitBytes: number;
  heartbeatMs: number;
  scriptAllowList: readonly string[];
  fragmentCache: boolean;
}

export function resolveConfig(options: ServerOptions): Config {
  const root = options.rootDir ?? repositoryRoot;
  return {
    production: options.production ?? false,
    distDir: join(root, 'dist'),
    elementsDir: join(root, 'dist-elements'),
    marketsDir: options.marketsDir ?? join(repositoryRoot, 'markets'),
    bodyLimitBytes: options.bodyLimitBytes ?? defaultBodyLimitBytes,
    heartbeatMs: options.heartbeatMs ?? 25_000,
    scriptAllowList: options.scriptAllowList ?? [],
    fragmentCache: options.fragmentCache ?? true,
  };
}
