import { mkdtempSync, readdirSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPhases } from '../../../../scripts/bench/astro-build-run.ts';
import { contentFor, generateContent } from '../../../../scripts/bench/build-content.ts';

// The build benchmark's parts that need no build: where a build's time went,
// read from Astro's log, and the content it adds.

const log = `12:00:01 [best-design-awards] build hash 83a8d9672446198203d1
12:00:02 [types] Generated 1.40s
12:00:02 [build] Collecting build info...
12:00:04 [build] ✓ Completed in 1.53s.
12:00:04 [build] Building static entrypoints...
12:00:05 [vite] ✓ built in 763ms
12:00:05 [vite] ✓ built in 1.25s
12:00:06 [build] Rearranging server assets...
 generating static routes
12:00:13 ✓ Completed in 8.55s.
12:00:13 [build] ✓ Completed in 9.45s.
12:00:13 [best-design-awards] 1139 pages finished in 812 ms; island scripts in islands.a.js
12:00:13 [best-design-awards] navigation documents: 1137 of rendered pages in 95 ms, 0 of reused pages and the stylesheets in 12 ms
12:00:13 [build] 1138 page(s) built in 10.98s`;

describe('build benchmark', () => {
  it("reads a build's phases from Astro's log and the integration's", () => {
    expect(buildPhases(log)).toEqual({
      content: 1.4,
      // Astro's 1.53 s of collecting include the content layer's 1.40 s.
      buildInfo: expect.closeTo(0.13, 6),
      bundles: expect.closeTo(2.013, 6),
      pages: 8.55,
      images: 0,
      finishing: 0.812,
      navigationDocuments: 0.095,
      navigationDocumentsAfter: 0.012,
    });
    expect(
      buildPhases(
        log.replace('1.40s', '905ms') + '\n generating optimized images\n✓ Completed in 250ms.',
      ),
    ).toMatchObject({ content: 0.905, buildInfo: expect.closeTo(0.625, 6), images: 0.25 });
    expect(buildPhases(log.replace('8.55s', '2m 25s'))).toMatchObject({ pages: 145 });
  });

  it('adds years and categories that make the pages asked for, in every site', () => {
    const sample = { years: 5, categories: 8 };
    expect(contentFor(1000, sample)).toEqual({ years: 25, categories: 100, winners: 300 });
    // At most 25 years (each category page lists every year): the rest are categories.
    expect(contentFor(10_000, sample)).toEqual({ years: 25, categories: 1225, winners: 3100 });
    expect(contentFor(80, sample)).toEqual({ years: 10, categories: 0, winners: 120 });
  });

  it('writes them as an editor does: one file per category, year and winner', () => {
    const copy = mkdtempSync(join(tmpdir(), 'site-shell-build-content-'));
    try {
      cpSync('src/content', join(copy, 'src/content'), { recursive: true });
      const content = generateContent(copy, 160);
      expect(content).toEqual({ years: 20, categories: 0, winners: 240, pages: 160 });
      const files = (folder: string) => readdirSync(join(copy, 'src/content', folder));
      expect(files('years')).toContain('2000.md');
      expect(files('winners/2001')).toHaveLength(12);
      generateContent(copy, 400);
      expect(files('categories').filter((name) => name.startsWith('generated-'))).toHaveLength(25);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
