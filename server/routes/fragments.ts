import { createHash } from 'node:crypto';
import type { RequestContext } from '../context.ts';
import { CompressedCache } from '../http/compressed-cache.ts';
import { HttpError } from '../http/errors.ts';
import { writeBody } from '../http/respond.ts';
import { queryObject } from '../http/validate.ts';
import { loadRenderer, type Renderer } from '../rendering/renderer.ts';
import type { Route } from '../router.ts';

// GET /fragments/<tag>?<attributes>: one element rendered on the server
// (declarative shadow DOM), for a PHP, Java or Python template that includes
// it server-side or through an edge include. The query parameters are the
// element's attributes, by their kebab-case names; a presence boolean
// (`drawers`, `hide-login`) is on when the parameter is there, as on a tag.
// docs/elements/server-rendering.md is the template author's guide.

/** Attributes that make a fragment one user's: it is never publicly cacheable. */
const personalAttributes = ['user-id', 'display-name', 'unread-counts'];

/** How long a shared cache may keep a logged-out fragment without asking again. */
const publicMaxAgeSeconds = 600;

interface Fragment {
  body: Buffer;
  etag: string;
}

export interface FragmentRouteOptions {
  /** Keep rendered logged-out fragments in memory (16 MiB, least recently used out first). */
  cache: boolean;
}

export function fragmentRoutes({ cache }: FragmentRouteOptions): Route[] {
  const rendered = cache ? new CompressedCache(16 * 1024 * 1024) : null;

  async function render(renderer: Renderer, tag: string, query: Record<string, string>) {
    try {
      return Buffer.from(await renderer.renderElement(tag, query), 'utf8');
    } catch (error) {
      if (error instanceof renderer.SiteElementError) {
        // A parameter is an attribute: the renderer's error names it.
        const code = error.code === 'unknown-attribute' ? 'unknown_attribute' : 'bad_attribute';
        throw new HttpError(400, code, error.message, {
          field: error.attribute ?? 'tag',
        });
      }
      throw error;
    }
  }

  async function fragment(ctx: RequestContext): Promise<void> {
    const tag = ctx.params['tag'] ?? '';
    const query = queryObject(ctx.url);
    const renderer = await loadRenderer(ctx.app.config.elementsDir);
    if (!(renderer.elementTags as readonly string[]).includes(tag)) {
      throw new HttpError(
        404,
        'unknown_element',
        `<${tag}> is not a site element; expected one of ${renderer.elementTags.join(', ')}.`,
        { field: 'tag' },
      );
    }
    const personal = personalAttributes.some((name) => Object.hasOwn(query, name));
    const key = `${tag}?${new URLSearchParams(Object.entries(query).sort()).toString()}`;
    const body =
      rendered && !personal
        ? await rendered.getOrMake(key, async () => ({
            body: await render(renderer, tag, query),
            keep: true,
          }))
        : await render(renderer, tag, query);
    const { etag } = fragmentOf(body);
    const headers = {
      etag,
      'cache-control': personal ? 'private, no-store' : `public, max-age=${publicMaxAgeSeconds}`,
    };
    if (!personal && matches(ctx.req.headers['if-none-match'], etag)) {
      ctx.res.writeHead(304, headers);
      ctx.res.end();
      return;
    }
    writeBody(ctx.res, 200, 'text/html; charset=utf-8', body, headers);
  }

  return [{ method: 'GET', path: '/fragments/:tag', handle: fragment }];
}

const etags = new WeakMap<Buffer, string>();

/** The body with its strong ETag (a digest of the bytes: equal output, equal tag). */
function fragmentOf(body: Buffer): Fragment {
  let etag = etags.get(body);
  if (!etag) {
    etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    etags.set(body, etag);
  }
  return { body, etag };
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((candidate) => candidate.trim() === etag);
}
