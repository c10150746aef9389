import { visitors, type Visitor } from '../../../tests/edge/support/visitors.ts';
import { valueFigure, type Figure } from '../figures.ts';
import { throughput } from '../fragments.ts';
import { withEdge } from './edge-stack.ts';

// Pages per second through Varnish (the recipe, ESI): the template origin
// renders each page for the session cookie's visitor, Varnish stitches the
// includes in, from its cache or from the fragment server.

export const varnishPages: readonly {
  key: string;
  label: string;
  path: string;
  visitor: Visitor;
}[] = [
  {
    key: 'logged-out',
    label: 'Varnish: logged-out page /',
    path: '/',
    visitor: visitors['logged-out'],
  },
  {
    key: 'signed-in',
    label: 'Varnish: signed-in page / (user slots)',
    path: '/',
    visitor: visitors.alice,
  },
  {
    key: 'signed-in-private-includes',
    label: 'Varnish: signed-in page /private-includes',
    path: '/private-includes',
    visitor: visitors.alice,
  },
];

export function varnishRates(): Promise<Figure[]> {
  return withEdge(async ({ varnish }) => {
    const figures: Figure[] = [];
    for (const { key, label, path, visitor } of varnishPages) {
      const headers: Record<string, string> = visitor.session
        ? { cookie: `session=${visitor.session}` }
        : {};
      const rate = await throughput(`${varnish.origin}${path}`, 'site-header', headers);
      figures.push(valueFigure(`edge.varnish.${key}`, label, 'per-s', rate));
    }
    return figures;
  });
}
