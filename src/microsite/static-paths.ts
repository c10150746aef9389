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

/** Every site crossed with every item: `[...site]/categories/[category]` and the like. */
export function sitePathsFor<Item, Params extends Record<string, string>>(
  items: readonly Item[],
  params: (item: Item) => Params,
): { params: SiteParams & Params; props: SiteProps & { item: Item } }[] {
  return micrositeSites.flatMap((site: MicrositeSite) =>
    items.map((item) => ({
      params: { site: site.segment, ...params(item) },
      props: { siteKey: site.key, item },
    })),
  );
}
