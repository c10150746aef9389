import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defaultMarketsFolder, loadMarkets } from './load.ts';
import { formatMarketErrors } from './market-error.ts';
import { toPublicSite } from './project.ts';
import type { PublicSite } from './public-site.ts';

// `import sites from 'virtual:public-sites'` gives Record<siteKey, PublicSite>:
// the public projection of every market file, validated at build time. A bad
// market file fails the build with every error listed (file, field, expected).

export const publicSitesModuleId = 'virtual:public-sites';
const resolvedId = `\0${publicSitesModuleId}`;

export function publicSitesPlugin(options: { folder?: string } = {}): Plugin {
  const folder = options.folder ?? defaultMarketsFolder;
  return {
    name: 'site-shell:public-sites',
    resolveId(id) {
      return id === publicSitesModuleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const { records, errors } = loadMarkets(folder);
      if (errors.length > 0) this.error(`Invalid market files\n${formatMarketErrors(errors)}`);
      for (const { file } of records) this.addWatchFile(resolve(file));
      const sites: Record<string, PublicSite> = {};
      for (const { key, record } of records) sites[key] = toPublicSite(key, record);
      return `export default ${JSON.stringify(sites)};\n`;
    },
  };
}
