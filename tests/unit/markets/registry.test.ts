import { describe, expect, it } from 'vitest';
import { loadValidMarkets } from '../../../src/markets/load.ts';
import { createSiteRegistry, normalizeHost } from '../../../src/markets/registry.ts';

// Resolving a site by key and by host name (country domain, language sub-domain).

const registry = createSiteRegistry(loadValidMarkets());

describe('byKey', () => {
  it('finds a site by its key', () => {
    expect(registry.byKey('ch-fr')?.record.domain).toBe('fr.designmarket.ch');
    expect(registry.byKey('gw-de-de')?.record.sitegroup).toBe('gestaltwerk');
  });

  it('returns undefined for an unknown key', () => {
    expect(registry.byKey('xx-yy')).toBeUndefined();
    expect(registry.byKey('CH-FR')).toBeUndefined();
  });

  it('lists every key, sorted', () => {
    const keys = registry.keys();
    expect(keys).toHaveLength(48);
    expect(keys.slice(0, 3)).toEqual(['at-de', 'at-en', 'au-en']);
    expect(keys).toContain('us-es');
    expect([...keys].sort()).toEqual(keys);
  });
});

describe('byHost', () => {
  it.each([
    ['designmarket.ch', 'ch-de'],
    ['fr.designmarket.ch', 'ch-fr'],
    ['en.designmarket.ch', 'ch-en'],
    ['it.designmarket.ch', 'ch-it'],
    ['designmarket.com', 'us-en'],
    ['es.designmarket.com', 'us-es'],
    ['designmarket.co.uk', 'gb-en'],
    ['designmarket.com.au', 'au-en'],
    ['designmarket.be', 'be-nl'],
    ['fr.designmarket.be', 'be-fr'],
    ['designmarket.jp', 'jp-ja'],
    ['gestaltwerk.at', 'gw-at-de'],
    ['en.gestaltwerk.ch', 'gw-ch-en'],
  ])('%s is %s', (host, key) => {
    expect(registry.byHost(host)?.key).toBe(key);
  });

  it('tolerates a port, upper case, a trailing dot and a leading www.', () => {
    expect(registry.byHost('www.designmarket.de')?.key).toBe('de-de');
    expect(registry.byHost('EN.DesignMarket.DE:8443')?.key).toBe('de-en');
    expect(registry.byHost('designmarket.com.')?.key).toBe('us-en');
    expect(registry.byHost('www.designmarket.co.uk:443')?.key).toBe('gb-en');
  });

  it('returns undefined for a host of no site', () => {
    expect(registry.byHost('example.com')).toBeUndefined();
    expect(registry.byHost('de.designmarket.ch')).toBeUndefined();
    expect(registry.byHost('')).toBeUndefined();
  });
});

describe('normalizeHost', () => {
  it('keeps inner www labels and strips only the leading one', () => {
    expect(normalizeHost('www.www.designmarket.de')).toBe('www.designmarket.de');
    expect(normalizeHost(' Designmarket.DE ')).toBe('designmarket.de');
  });
});
