import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { HttpError } from './errors.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Turns the URL path below a mount point into path segments. Anything that
 * could climb out of the folder (`..`, encoded slashes, backslashes, NUL) is a
 * 400; the URL parser has already resolved literal `../` before we get here.
 */
export function safeSegments(rest: string): string[] {
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new HttpError(400, 'invalid_path', 'The path is not valid percent-encoding.');
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      throw new HttpError(400, 'invalid_path', 'The path may not leave its folder.');
    }
    segments.push(segment);
  }
  return segments;
}

/** Whether `path` is an existing folder. */
export async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export type Lookup =
  | { kind: 'file'; path: string; size: number; mtimeMs: number }
  | { kind: 'directory' }
  | { kind: 'missing' };

/** Finds a file under `root`; a folder resolves to its index.html. Symlinks may not leave `root`. */
export async function lookupFile(root: string, segments: string[]): Promise<Lookup> {
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return { kind: 'missing' };
  }
  const candidate = join(realRoot, ...segments);
  try {
    const real = await realpath(candidate);
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return { kind: 'missing' };
    const info = await stat(real);
    if (info.isDirectory()) {
      const index = await lookupFile(real, ['index.html']);
      return index.kind === 'file' ? { kind: 'directory' } : { kind: 'missing' };
    }
    if (!info.isFile()) return { kind: 'missing' };
    return { kind: 'file', path: real, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return { kind: 'missing' };
  }
}

/** Streams a file with its content type, a validator and the given cache policy. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { path: string; size: number; mtimeMs: number },
  options: { cacheControl: string; status?: number; headers?: Record<string, string> },
): void {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeOf(file.path),
    'cache-control': options.cacheControl,
    'x-content-type-options': 'nosniff',
    etag,
    ...options.headers,
  };
  const status = options.status ?? 200;
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': String(file.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
