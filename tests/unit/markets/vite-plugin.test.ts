import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { publicSitesPlugin } from '../../../src/markets/vite-plugin.ts';
import type { PublicSite } from '../../../src/markets/public-site.ts';
import { createTempFolders } from '../support/broken-copies.ts';

// The virtual module `virtual:public-sites`, loaded through a real Vite server.

const temp = createTempFolders();
let server: ViteDevServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  temp.removeAll();
});

async function loadPublicSites(folder?: string): Promise<Record<string, PublicSite>> {
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, ws: false },
    plugins: [publicSitesPlugin(folder === undefined ? {} : { folder })],
  });
  const module = (await server.ssrLoadModule('virtual:public-sites')) as {
    default: Record<string, PublicSite>;
  };
  return module.default;
}

describe('virtual:public-sites', () => {
  it('exports the public projection of every site by key', async () => {
    const sites = await loadPublicSites();
    expect(Object.keys(sites)).toHaveLength(48);
    expect(sites['ch-fr']?.locale).toBe('fr-CH');
    expect(sites['hk-en']?.supportPhone).toBeNull();
    expect(JSON.stringify(sites)).not.toContain('@');
  });

  it('fails with every error of the folder (file, field, expected)', async () => {
    const folder = temp.folder();
    const chFr = temp.copy(folder, 'ch-fr', (data) => {
      data['currency'] = 'EUX';
    });
    const atDe = temp.copy(folder, 'at-de', (data) => {
      data['locale'] = 'xx_AT';
    });
    const failure = loadPublicSites(folder);
    await expect(failure).rejects.toThrow(/Invalid market files/);
    await failure.catch((error: unknown) => {
      const message = (error as Error).message;
      expect(message).toContain(`${chFr}: currency: expected an ISO 4217 currency code`);
      expect(message).toContain(`${atDe}: locale: language "xx" is not supported`);
    });
  });
});
