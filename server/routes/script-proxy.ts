import { scriptProxyPath } from '../../src/microsite/third-party-scripts/partytown-paths.ts';
import { createScriptProxy } from '../http/script-proxy.ts';
import type { Route } from '../router.ts';

/**
 * GET /best-design-awards/~partytown-proxy?url=…: the microsite's third-party
 * script proxy (spec §7), forwarding only the exact addresses of the
 * allow-list (`--script-allow`, or `SCRIPT_PROXY_ALLOW` comma-separated).
 */
export function scriptProxyRoutes(allowList: readonly string[]): Route[] {
  const proxy = createScriptProxy({ allowList });
  return [
    {
      method: 'GET',
      path: scriptProxyPath,
      handle: (ctx) => {
        proxy(ctx.req, ctx.res);
      },
    },
  ];
}
