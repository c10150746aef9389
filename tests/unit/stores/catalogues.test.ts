import { describe, expect, it } from 'vitest';
import { $catalogues, loadCatalogue } from '../../../src/stores/catalogues.ts';

describe('$catalogues', () => {
  it('loads a language once, and tells every listener, also one that subscribed before', async () => {
    const seen: string[] = [];
    const stop = $catalogues.listen((catalogues) => seen.push(Object.keys(catalogues).join(',')));
    const [first, second] = await Promise.all([loadCatalogue('de'), loadCatalogue('de')]);
    expect(first).toBe(second);
    expect($catalogues.get().de?.['a11y.skipToContent']).toBe('Zum Hauptinhalt springen');
    expect(seen).toEqual(['de']);
    expect(await loadCatalogue('de')).toBe(first);
    stop();
  });

  it('refuses a language outside the eight', async () => {
    await expect(loadCatalogue('sv' as 'de')).rejects.toThrow(/"sv"/);
  });
});
