import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.ts';

/** The documented limit for every request body (server/README.md). */
export const defaultBodyLimitBytes = 64 * 1024;

function tooLarge(limit: number): HttpError {
  return new HttpError(
    413,
    'payload_too_large',
    `The request body is larger than the limit of ${limit} bytes.`,
    { headers: { connection: 'close' } },
  );
}

/**
 * Reads the whole body, refusing more than `limit` bytes. A declared
 * Content-Length over the limit is refused before reading anything; a body
 * that grows past it while streaming is refused as soon as it does. The
 * dispatcher answers 413 with `Connection: close`, so the socket is not left
 * half-read.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: Error | null) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        req.pause();
        finish(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = (error: Error) =>
      finish(
        new HttpError(400, 'aborted_body', `The request body could not be read: ${error.message}`),
      );
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The media type of the request without parameters, lower case ('' when absent). */
export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Parses a JSON object body; anything else (array, scalar, bad JSON) is a 400. */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/**
 * Parses an HTML form body (urlencoded or multipart) into string fields. A
 * repeated field or a file field is a 400: none of our forms has either.
 */
export async function parseForm(
  body: Buffer,
  contentType: string,
): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new HttpError(400, 'invalid_form', 'The request body is not a valid form.');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      throw new HttpError(400, 'invalid_body', `The form field "${name}" must not be a file.`, {
        field: name,
      });
    }
    if (Object.hasOwn(fields, name)) {
      throw new HttpError(400, 'invalid_body', `The form field "${name}" is repeated.`, {
        field: name,
      });
    }
    fields[name] = value;
  }
  return fields;
}

export const formMediaTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Reads and parses a form POST body, enforcing its media type. */
export async function readFormBody(
  req: IncomingMessage,
  limit: number,
): Promise<Record<string, string>> {
  const body = await readBody(req, limit);
  const type = mediaType(req);
  if (body.byteLength === 0 && type === '') return {};
  if (!formMediaTypes.includes(type)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the body as application/x-www-form-urlencoded (or multipart/form-data).',
    );
  }
  return parseForm(body, req.headers['content-type'] ?? type);
}

/** Reads and parses a JSON POST body, enforcing its media type. */
export async function readJsonBody(
  req: IncomingMessage,
  limit: number,
): Promise<Record<string, unknown>> {
  const body = await readBody(req, limit);
  if (mediaType(req) !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  return parseJsonObject(body);
}
