import { micrositeSites, type MicrositeSite } from './sites.ts';

// getStaticPaths helpers for the `[...site]` folder: every page is built once
// per microsite site, at `/best-design-awards/` for the default site and at
// `/best-design-awards/<segment>/` for the others.

export interface SiteParams {
  site: string | undefined;
}

export interface SiteProps {
  siteKey: string;
}

export function sitePaths(): { params: SiteParams; props: SiteProps }[] {
  return micrositeSites.map((site) => ({
    params: { site: site.segment },
    props: { siteKey: site.key },
  }));
}

/**
 * Every site crossed with every item: `[...site]/categories/[category]` and
 * the like. `cacheKey`, when given, is the item's page's key for Astro's
 * incremental build (a digest of all the content the page shows,
 * content/content-digest.ts): the same in every site, found once per item.
 */
export function sitePathsFor<Item, Params extends Record<string, string>>(
  items: readonly Item[],
  params: (item: Item) => Params,
  cacheKey?: (item: Item) => string,
): { params: SiteParams & Params; props: SiteProps & { item: Item }; cacheKey?: string }[] {
  const keys = cacheKey ? items.map(cacheKey) : undefined;
  return micrositeSites.flatMap((site: MicrositeSite) =>
    items.map((item, index) => ({
      params: { site: site.segment, ...params(item) },
      props: { siteKey: site.key, item },
      ...(keys ? { cacheKey: keys[index] } : {}),
    })),
  );
}
