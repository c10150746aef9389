import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// design.md §4 "One bundle, one runtime": message catalogues load per language.
// A real bundler build of load-messages.ts must put each catalogue in its own
// chunk, and each regional variant's overrides in one of their own.

const entry = fileURLToPath(new URL('../../../src/i18n/load-messages.ts', import.meta.url));

describe('loadMessages in a bundle', () => {
  it('puts each of the eight catalogues and four variants in its own chunk, none in the entry', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        rollupOptions: { input: entry, preserveEntrySignatures: 'strict' },
        minify: false,
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((result) => result.output)
      .filter((file) => file.type === 'chunk');
    const entryChunk = chunks.find((chunk) => chunk.isEntry);
    const catalogueChunks = chunks.filter((chunk) => !chunk.isEntry);

    expect(catalogueChunks).toHaveLength(12);
    expect(entryChunk?.code).not.toContain('Skip to main content');
    expect(entryChunk?.code).not.toContain('Zum Hauptinhalt springen');
    const german = catalogueChunks.filter((chunk) =>
      chunk.code.includes('Zum Hauptinhalt springen'),
    );
    expect(german).toHaveLength(1);
    expect(german[0]?.code).not.toContain('Skip to main content');
    // The Swiss chunk holds only what differs: not the German catalogue again.
    const swiss = catalogueChunks.filter((chunk) => chunk.code.includes('Menü schliessen'));
    expect(swiss).toHaveLength(1);
    expect(swiss[0]?.code).not.toContain('Zum Hauptinhalt springen');
  }, 20_000);
});
