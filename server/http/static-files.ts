import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { CompressedCache, compressedKey } from '../../src/lib/compressed-cache.ts';
import {
  compress,
  isCompressible,
  negotiateEncoding,
  type ContentEncoding,
} from '../../src/lib/http-compression.ts';
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

/** A file as found: its size and mtime name its version. */
export type FileVersion = { path: string; size: number; mtimeMs: number };

export type Lookup = ({ kind: 'file' } & FileVersion) | { kind: 'directory' } | { kind: 'missing' };

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

/** Room for the compressed microsite and bundle many times over (a page is about 10 KB in brotli). */
const compressedFiles = new CompressedCache(32 * 1024 * 1024);

/** The file in `encoding`, compressed once per version of the file. */
function compressedBody(file: FileVersion, encoding: ContentEncoding): Promise<Buffer> {
  return compressedFiles.getOrMake(compressedKey(file, encoding), async () => {
    const raw = await readFile(file.path);
    // Rewritten since it was looked up (a build in progress): served, but not
    // kept under the version it no longer is.
    return { body: await compress(raw, encoding), keep: raw.byteLength === file.size };
  });
}

/**
 * Whether an If-None-Match header names the representation `etag`: a list of
 * entity tags compared weakly (RFC 9110 §13.1.2), or `*`.
 */
function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a file with its content type, a validator and the given cache policy:
 * brotli- or gzip-compressed when its type is text and the client accepts one
 * of them, else streamed as it is.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: FileVersion,
  options: { cacheControl: string; status?: number; headers?: Record<string, string> },
): Promise<void> {
  const contentType = contentTypeOf(file.path);
  const compressible = isCompressible(contentType);
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
  const version = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`;
  // One validator per representation, so a brotli ETag never revalidates a gzip copy.
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': options.cacheControl,
    'x-content-type-options': 'nosniff',
    etag,
    // Also on identity responses: caches must keep the encodings apart.
    ...(compressible ? { vary: 'accept-encoding' } : {}),
    ...options.headers,
  };
  const status = options.status ?? 200;
  if (status === 200 && noneMatchHits(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  if (encoding === null) {
    streamFile(req, res, file, status, headers);
    return;
  }
  let body: Buffer;
  try {
    body = await compressedBody(file, encoding);
  } catch {
    // Gone or unreadable since it was looked up: end the response, like a failed stream.
    res.destroy();
    return;
  }
  res.writeHead(status, {
    ...headers,
    'content-encoding': encoding,
    'content-length': String(body.byteLength),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function streamFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: FileVersion,
  status: number,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { ...headers, 'content-length': String(file.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
