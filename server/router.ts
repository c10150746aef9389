import type { RequestContext } from './context.ts';

export type Method = 'GET' | 'POST';

export interface Route {
  method: Method;
  /** `/avatars/users/:id/:size`; a final `*` matches the rest of the path (as param `*`). */
  path: string;
  /** Errors render as an HTML page instead of JSON (demo pages). */
  html?: boolean;
  handle(ctx: RequestContext): void | Promise<void>;
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: Method[]; html: boolean }
  | { kind: 'none' };

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] ?? '';
    if (segment === '*' && i === want.length - 1) {
      params['*'] = got.slice(i).join('/');
      return params;
    }
    const value = got[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) return null;
  }
  return want.length === got.length ? params : null;
}

/** Finds the route for a request; HEAD is served by the GET route. */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const allowed: Method[] = [];
  let html = false;
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === wanted) return { kind: 'found', route, params };
    allowed.push(route.method);
    html ||= route.html === true;
  }
  return allowed.length > 0 ? { kind: 'wrong-method', allowed, html } : { kind: 'none' };
}
