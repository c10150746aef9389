import type { AstroConfig } from 'astro';

/**
 * The URL Astro gives a file of the assets folder (build.assets, behind
 * build.assetsPrefix, which can name a host per file extension).
 */
export function assetUrl(config: AstroConfig, fileName: string): string {
  const { assets, assetsPrefix } = config.build;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  const prefix =
    typeof assetsPrefix === 'string'
      ? assetsPrefix
      : (assetsPrefix?.[extension] ?? assetsPrefix?.fallback ?? '');
  const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
  return `${prefix.replace(/\/+$/, '')}${base}${assets}/${fileName}`;
}
