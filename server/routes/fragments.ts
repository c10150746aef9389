import type { RequestContext } from '../context.ts';
import { loadRenderer, type Renderer } from '../rendering/renderer.ts';
import type { Route } from '../router.ts';

// GET /fragments/<tag>?<attributes>: one element rendered on the server
// (declarative shadow DOM), for a PHP, Java or Python template that includes
// it server-side or through an edge include. The endpoint is the package's
// own (src/elements/server/fragments/), as `site-shell-fragments` serves it:
// the same validation, errors, include mode (`fallback`), cache headers and
// compression. docs/elements/server-rendering.md is the template author's guide.

export interface FragmentRouteOptions {
  /** Keep rendered logged-out fragments in memory (16 MiB, least recently used out first). */
  cache: boolean;
}

export function fragmentRoutes({ cache }: FragmentRouteOptions): Route[] {
  let service: ReturnType<Renderer['createFragmentService']> | null = null;

  async function fragment(ctx: RequestContext): Promise<void> {
    const renderer = await loadRenderer(ctx.app.config.elementsDir);
    service ??= renderer.createFragmentService({ cacheBytes: cache ? 16 * 1024 * 1024 : 0 });
    const answer = await service.answer({
      tag: ctx.params['tag'] ?? '',
      query: ctx.url.search,
      acceptEncoding: ctx.req.headers['accept-encoding'],
      ifNoneMatch: ctx.req.headers['if-none-match'],
    });
    if (answer.problem && answer.status === 200) {
      // The include mode answered the fallback: one line says why.
      const { code, field, cause } = answer.problem;
      console.warn(
        `fragments: ${ctx.url.pathname} answered its fallback: ${code}${field ? ` (${field})` : ''}${cause ? `: ${String(cause)}` : ''}`,
      );
    } else if (answer.problem?.cause) {
      console.error(`fragments: ${ctx.url.pathname}:`, answer.problem.cause);
    }
    ctx.res.writeHead(answer.status, {
      ...answer.headers,
      'content-length': String(answer.body.byteLength),
      'x-content-type-options': 'nosniff',
    });
    ctx.res.end(answer.body);
  }

  return [{ method: 'GET', path: '/fragments/:tag', handle: fragment }];
}
