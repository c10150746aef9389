import { readFile } from 'node:fs/promises';
import { basePath } from '../../src/microsite/base-path.ts';
import type { RequestContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { writeBody, writeRedirect } from '../http/respond.ts';
import { isFolder, lookupFile, safeSegments, sendFile } from '../http/static-files.ts';
import type { Route } from '../router.ts';

// `/best-design-awards`: the microsite's base path, without its trailing slash.
export const micrositeBase = basePath.replace(/\/$/, '');

function notBuilt(what: string): HttpError {
  return new HttpError(404, 'not_built', `${what} has not been built yet: run \`npm run build\`.`);
}

/**
 * The microsite's own 404 page, if the build has one: the language site's
 * (`/best-design-awards/de/404/`) for a path under it, else the default one.
 */
async function micrositeNotFound(ctx: RequestContext): Promise<boolean> {
  const prefix = micrositeBase.slice(1);
  const first = safeSegments(ctx.params['*'] ?? '')[0];
  const siteCandidates = first ? [[prefix, first, '404', 'index.html']] : [];
  for (const candidate of [
    ...siteCandidates,
    [prefix, '404', 'index.html'],
    [prefix, '404.html'],
    ['404.html'],
  ]) {
    const found = await lookupFile(ctx.app.config.distDir, candidate);
    if (found.kind === 'file') {
      await sendFile(ctx.req, ctx.res, found, { cacheControl: 'no-cache', status: 404 });
      return true;
    }
  }
  return false;
}

/** GET /best-design-awards/…: the built microsite (dist/ mirrors the URL space). */
async function microsite(ctx: RequestContext): Promise<void> {
  const segments = safeSegments(ctx.params['*'] ?? '');
  const root = ctx.app.config.distDir;
  if (!(await isFolder(root))) throw notBuilt('The microsite (dist/)');
  const found = await lookupFile(root, [micrositeBase.slice(1), ...segments]);
  if (found.kind === 'directory') {
    if (!ctx.url.pathname.endsWith('/')) {
      // Permanent: a folder's address is its page's with the slash (issue 36).
      writeRedirect(ctx.res, `${ctx.url.pathname}/${ctx.url.search}`, 301);
      return;
    }
    const index = await lookupFile(root, [micrositeBase.slice(1), ...segments, 'index.html']);
    if (index.kind === 'file')
      await sendFile(ctx.req, ctx.res, index, { cacheControl: 'no-cache' });
    return;
  }
  if (found.kind === 'file') {
    // Astro's hashed assets never change under the same name.
    const immutable = segments[0] === '_astro';
    await sendFile(ctx.req, ctx.res, found, {
      cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    return;
  }
  if (await micrositeNotFound(ctx)) return;
  throw new HttpError(404, 'not_found', `Nothing at ${ctx.url.pathname}.`);
}

/** GET /dist-elements/…: the custom elements bundle. */
async function elements(ctx: RequestContext): Promise<void> {
  const segments = safeSegments(ctx.params['*'] ?? '');
  const root = ctx.app.config.elementsDir;
  if (!(await isFolder(root))) throw notBuilt('The elements bundle (dist-elements/)');
  const found = await lookupFile(root, segments);
  if (found.kind !== 'file')
    throw new HttpError(404, 'not_found', `Nothing at ${ctx.url.pathname}.`);
  await sendFile(ctx.req, ctx.res, found, {
    cacheControl: 'no-cache',
    // Lets the bundle's service worker control the whole origin (server/README.md).
    headers: found.path.endsWith('.js') ? { 'service-worker-allowed': '/' } : {},
  });
}

/** GET /robots.txt: the microsite's (dist/robots.txt), which names its sitemap. */
async function robots(ctx: RequestContext): Promise<void> {
  const root = ctx.app.config.distDir;
  if (!(await isFolder(root))) throw notBuilt('The microsite (dist/)');
  const found = await lookupFile(root, ['robots.txt']);
  if (found.kind !== 'file') throw new HttpError(404, 'not_found', 'Nothing at /robots.txt.');
  await sendFile(ctx.req, ctx.res, found, { cacheControl: 'no-cache' });
}

/** GET /demo/assets/legacy.css: the stylesheet of the demo legacy pages. */
async function legacyCss(ctx: RequestContext): Promise<void> {
  const css = await readFile(new URL('../demo/legacy.css', import.meta.url));
  writeBody(ctx.res, 200, 'text/css; charset=utf-8', css, { 'cache-control': 'no-cache' });
}

export const staticRoutes: Route[] = [
  {
    method: 'GET',
    path: micrositeBase,
    handle: (ctx) => writeRedirect(ctx.res, `${micrositeBase}/`, 301),
  },
  { method: 'GET', path: `${micrositeBase}/*`, html: true, handle: microsite },
  { method: 'GET', path: '/dist-elements/*', handle: elements },
  { method: 'GET', path: '/robots.txt', handle: robots },
  { method: 'GET', path: '/demo/assets/legacy.css', handle: legacyCss },
];
