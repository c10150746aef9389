import type { RequestContext } from '../context.ts';
import { loadRenderer, type Renderer } from '../rendering/renderer.ts';
import type { Route } from '../router.ts';

// GET /fragments/<tag>?<attributes>: one element rendered on the server
// (declarative shadow DOM), for a PHP, Java or Python template that includes
// it server-side or through an edge include. The handler is the package's own
// (src/elements/server/fragments/), the one `site-shell-fragments` serves: the
// same validation, errors, include mode (`fallback`), cache headers and
// compression. docs/elements/server-rendering.md is the template author's guide.

export interface FragmentRouteOptions {
  /** Keep rendered logged-out fragments in memory (16 MiB, least recently used out first). */
  cache: boolean;
}

export function fragmentRoutes({ cache }: FragmentRouteOptions): Route[] {
  let handler: ReturnType<Renderer['createFragmentHandler']> | null = null;

  async function fragment(ctx: RequestContext): Promise<void> {
    const renderer = await loadRenderer(ctx.app.config.elementsDir);
    handler ??= renderer.createFragmentHandler({
      cacheBytes: cache ? 16 * 1024 * 1024 : 0,
      // One line for what went wrong (also when the include mode answered 200), none per request.
      log: (line) => {
        if (line.error) console.warn(`fragments: ${JSON.stringify(line)}`);
      },
    });
    await handler(ctx.req, ctx.res);
  }

  return [{ method: 'GET', path: '/fragments/:tag', handle: fragment }];
}
