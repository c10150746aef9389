import type { AstroConfig } from 'astro';

/** The URL Astro gives a script in the assets folder (build.assets, behind build.assetsPrefix). */
export function assetUrl(config: AstroConfig, fileName: string): string {
  const { assets, assetsPrefix } = config.build;
  const prefix =
    typeof assetsPrefix === 'string'
      ? assetsPrefix
      : (assetsPrefix?.['js'] ?? assetsPrefix?.fallback ?? '');
  const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
  return `${prefix.replace(/\/+$/, '')}${base}${assets}/${fileName}`;
}
