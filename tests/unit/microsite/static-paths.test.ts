import { describe, expect, it } from 'vitest';
import { contentDigest, pageCacheKey } from '../../../src/microsite/content/content-digest.ts';
import { micrositeSites } from '../../../src/microsite/sites.ts';
import { sitePathsFor } from '../../../src/microsite/static-paths.ts';

describe('sitePathsFor', () => {
  const items = [
    { id: 'posters', name: 'Posters' },
    { id: 'packaging', name: 'Packaging' },
  ];

  it('gives each item a page in every site, with the cache key of its content when asked', () => {
    const paths = sitePathsFor(items, (item) => ({ category: item.id }), contentDigest);
    expect(paths).toHaveLength(items.length * micrositeSites.length);
    const posters = paths.filter((path) => path.params.category === 'posters');
    expect(new Set(posters.map((path) => path.cacheKey))).toEqual(
      new Set([contentDigest(items[0])]),
    );
    expect(contentDigest(items[0])).not.toBe(contentDigest({ ...items[0], name: 'Plakate' }));
    // A new build of the code renders every page again, whatever its content.
    expect(pageCacheKey('build-a', items[0])).not.toBe(pageCacheKey('build-b', items[0]));
    expect(pageCacheKey('build-a', items[0])).toBe(pageCacheKey('build-a', { ...items[0] }));
    expect(sitePathsFor(items, (item) => ({ category: item.id }))[0]).not.toHaveProperty(
      'cacheKey',
    );
  });
});
