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
    // Each shared object is serialized once per build: the key stays the
    // digest of the whole content, as an incremental build's cache has it.
    const years = [{ year: 2024, theme: { en: 'Craft' } }];
    const content = { category: items[0], years, note: undefined, date: new Date(0) };
    expect(pageCacheKey('build-a', content)).toBe(`build-a.${contentDigest(content)}`);
    // Content is not changed once built (a dev server reads it anew, as new objects).
    const more = [...years, { year: 2025, theme: { en: 'Roots' } }];
    expect(pageCacheKey('build-a', { category: items[1], years: more })).toBe(
      `build-a.${contentDigest({ category: items[1], years: more })}`,
    );
    expect(pageCacheKey('build-a', { category: items[1], years: more })).not.toBe(
      pageCacheKey('build-a', { category: items[1], years }),
    );
    expect(sitePathsFor(items, (item) => ({ category: item.id }))[0]).not.toHaveProperty(
      'cacheKey',
    );
  });
});
