import { spawnFragmentServer } from '../../../tests/support/fragment-server.ts';
import { valueFigure, type Figure } from '../figures.ts';
import { throughput } from '../fragments.ts';

// Fragments per second of one `site-shell-fragments` process on loopback,
// with its cache of shared fragments and without it (`--cache-mib 0`).

export const serverQueries = {
  'site-header': 'site=us-en&locale=en-US&drawers=',
  // The footer has no drawers (the server answers 400 unknown_attribute).
  'site-footer': 'site=us-en&locale=en-US',
} as const;

export async function serverRates(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const cache of ['cached', 'uncached'] as const) {
    const server = await spawnFragmentServer(
      cache === 'cached' ? ['--quiet'] : ['--quiet', '--cache-mib', '0'],
    );
    try {
      for (const [tag, query] of Object.entries(serverQueries)) {
        const rate = await throughput(`${server.url}/fragments/${tag}?${query}`, tag);
        const how = cache === 'cached' ? 'its cache' : '--cache-mib 0';
        figures.push(
          valueFigure(
            `edge.fragments.${cache}.${tag}`,
            `one process: ${tag}, ${how}`,
            'per-s',
            rate,
          ),
        );
      }
    } finally {
      await server.stop();
    }
  }
  return figures;
}
