import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext, RequestContext } from './context.ts';
import { isFaultablePath, malform, selects } from './faults.ts';
import { errorBody, HttpError } from './http/errors.ts';
import { writeBody, writeHtml, writeJson } from './http/respond.ts';
import { matchRoute, type Route } from './router.ts';
import { renderErrorPage } from './demo/error-page.ts';

function requestUrl(req: IncomingMessage): URL | null {
  const raw = req.url ?? '';
  try {
    if (raw.startsWith('/')) return new URL(`http://localhost${raw}`);
    return null;
  } catch {
    return null;
  }
}

function wantsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

function createRequestContext(
  app: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  params: Record<string, string>,
): RequestContext {
  const malformed = () =>
    selects(app.faults.current.malformedJson, url.pathname) && isFaultablePath(url.pathname);
  const jsonText = (
    status: number,
    text: string,
    contentType: string,
    headers: Record<string, string> = {},
  ) => writeBody(res, status, contentType, malformed() ? malform(text) : text, headers);
  return {
    app,
    req,
    res,
    url,
    params,
    jsonText,
    json: (status, body, headers = {}) =>
      jsonText(status, JSON.stringify(body), 'application/json; charset=utf-8', headers),
  };
}

function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  html: boolean,
  error: HttpError,
): void {
  if (html) {
    writeHtml(res, error.status, renderErrorPage(error.status, error.message), error.headers);
    return;
  }
  writeJson(res, error.status, errorBody(error.code, error.message, error.field), error.headers);
  if (error.headers['connection'] === 'close') {
    // The body was refused unread: stop reading it once the answer is out.
    res.once('finish', () => req.socket.destroySoon());
  }
}

/**
 * The request listener: finds the route, applies the test faults to API
 * routes, runs the handler and turns every failure into a JSON (or, for
 * demo pages, HTML) error. Nothing a client sends ends in a crash.
 */
export function createDispatcher(
  app: AppContext,
  routes: readonly Route[],
  /** Renders unknown pages a browser navigates to (GET, Accept: text/html). */
  htmlNotFound?: Route,
) {
  return async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (!url) {
      sendError(
        req,
        res,
        false,
        new HttpError(400, 'invalid_path', 'The request target must be a path.'),
      );
      return;
    }
    const path = url.pathname;
    let match = matchRoute(routes, req.method ?? 'GET', path);
    const navigation = (req.method === 'GET' || req.method === 'HEAD') && wantsHtml(req);
    if (match.kind === 'none' && navigation && htmlNotFound) {
      match = { kind: 'found', route: htmlNotFound, params: {} };
    }
    if (match.kind === 'none') {
      sendError(req, res, wantsHtml(req), new HttpError(404, 'not_found', `Nothing at ${path}.`));
      return;
    }
    if (match.kind === 'wrong-method') {
      const allow = [
        ...new Set(match.allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]))),
      ].join(', ');
      sendError(
        req,
        res,
        match.html,
        new HttpError(405, 'method_not_allowed', `Use ${allow} for ${path}.`, {
          headers: { allow },
        }),
      );
      return;
    }
    const html = match.route.html === true;
    try {
      if (isFaultablePath(path)) {
        const faults = app.faults.current;
        if (faults.latencyMs > 0) await sleep(faults.latencyMs);
        if (selects(faults.status500, path)) {
          throw new HttpError(
            500,
            'fault_injected',
            'Injected fault: internal server error (POST /dev/faults).',
          );
        }
      }
      await match.route.handle(createRequestContext(app, req, res, url, match.params));
    } catch (error) {
      if (error instanceof HttpError) {
        sendError(req, res, html, error);
        return;
      }
      console.error(`Unexpected error on ${req.method} ${path}:`, error);
      if (!res.headersSent) {
        sendError(req, res, html, new HttpError(500, 'internal_error', 'Internal server error.'));
      } else res.destroy();
    }
  };
}
