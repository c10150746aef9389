import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCatalogueId } from '../../src/i18n/regional-variants.ts';
import { addSizes, sizesOf, type Sizes } from './compress.ts';
import { sizeFigure, valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { attribute, liveOnlyBytes, readSourceMap, type Attribution } from './source-map.ts';

// Bytes of the elements bundle (deterministic): the main module and every
// lazy chunk, raw, gzip and brotli; what is in the main module, the views
// chunk and the logged-in chunks, per package, from the source maps.

/**
 * Who downloads a chunk: `views` every page with an element (React and the
 * views), `language` a page in that language or regional variant (`pt-BR`,
 * beside `pt`), `live` signed-in users (`live`
 * itself on every signed-in page, `live-*` when a feature is first used),
 * `shared` what the views and the live counts both import (whichever comes first).
 */
export type ChunkKind = 'views' | 'language' | 'live' | 'shared';

export interface ChunkFile {
  /** `views`, `live`, `en`, …: the chunk's name without its hash. */
  name: string;
  file: string;
  kind: ChunkKind;
}

function kindOf(name: string): ChunkKind {
  if (name === 'views') return 'views';
  if (name === 'shared') return 'shared';
  if (isCatalogueId(name)) return 'language';
  if (name === 'live' || name.startsWith('live-')) return 'live';
  throw new Error(
    `dist-elements/chunks has a chunk "${name}" the benchmark does not know: say who downloads it in scripts/bench/sizes.ts`,
  );
}

export function chunkFiles(distElements: string): ChunkFile[] {
  const folder = join(distElements, 'chunks');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const name = file.replace(/-[\w-]{8}\.js$/, '');
      return { name, file: join(folder, file), kind: kindOf(name) };
    });
}

/** What an English page loads before an element renders: the main module, the views (and what they share), the catalogue. */
export function firstRenderFiles(distElements: string): string[] {
  const chunks = chunkFiles(distElements);
  const views = chunks.find((chunk) => chunk.kind === 'views');
  const english = chunks.find((chunk) => chunk.name === 'en');
  if (!views || !english) throw new Error('dist-elements/chunks lacks the views or the en chunk');
  const shared = chunks.filter((chunk) => chunk.kind === 'shared').map((chunk) => chunk.file);
  return [mainModule(distElements), views.file, ...shared, english.file];
}

const chunkLabels: Record<ChunkKind, string> = {
  views: 'React and the views: every page with an element',
  language: 'messages',
  live: 'signed-in users',
  shared: 'the views and the live counts, whichever loads first',
};

export const mainModule = (distElements: string): string => join(distElements, 'site-elements.js');

function topOwners(file: string, count: number): Attribution[] {
  const map = readSourceMap(file);
  return map ? attribute(readFileSync(file, 'utf8'), map).slice(0, count) : [];
}

const describe = (parts: Attribution[]) =>
  parts
    .map(
      (part) => `${part.owner} ${(part.bytes / 1024).toFixed(1)}/${(part.gzip / 1024).toFixed(1)}`,
    )
    .join(', ');

export const sizes: Measurement = {
  id: 'sizes',
  title: 'Bytes: the elements bundle',
  async run({ buildRoot }) {
    const distElements = join(buildRoot, 'dist-elements');
    const main = mainModule(distElements);
    const chunks = chunkFiles(distElements);
    const figures: Figure[] = [
      sizeFigure('sizes.main', 'site-elements.js (main module)', sizesOf(readFileSync(main))),
    ];
    let liveTotal: Sizes = { raw: 0, gzip: 0, brotli: 0 };
    for (const chunk of chunks) {
      const bytes = sizesOf(readFileSync(chunk.file));
      if (chunk.kind === 'live') liveTotal = addSizes(liveTotal, bytes);
      const label = `chunk ${chunk.name} (${chunkLabels[chunk.kind]})`;
      figures.push(sizeFigure(`sizes.chunk.${chunk.name}`, label, bytes));
    }
    figures.push(
      sizeFigure(
        'sizes.first-render',
        'main + views + en (what an element needs to render)',
        firstRenderFiles(distElements)
          .map((file) => sizesOf(readFileSync(file)))
          .reduce(addSizes),
      ),
      sizeFigure(
        'sizes.logged-in',
        'logged-in chunks together (every live chunk; not all load at once)',
        liveTotal,
      ),
      sizeFigure(
        'sizes.service-worker',
        'notifications-sw.js (push service worker)',
        sizesOf(readFileSync(join(distElements, 'notifications-sw.js'))),
      ),
    );
    // What a logged-out page can download: the main module, the views and a language chunk.
    const loggedOutFiles = [main, ...chunks.filter((c) => c.kind !== 'live').map((c) => c.file)];
    figures.push(
      valueFigure(
        'sizes.logged-out-live-code',
        'Apollo/graphql/graphql-ws/push bytes in main + views + language chunks',
        'bytes',
        loggedOutFiles.reduce((sum, file) => sum + liveOnlyBytes(file), 0),
      ),
    );

    const mainOwners = topOwners(main, 10);
    const views = chunks.filter((chunk) => chunk.kind === 'views');
    const viewsOwners = views.flatMap((chunk) => topOwners(chunk.file, 10));
    const liveOwners = chunks
      .filter((c) => c.kind === 'live')
      .map((c) => ({ chunk: c.name, owners: topOwners(c.file, 8) }));
    return {
      figures,
      notes: [
        'gzip level 9, brotli quality 11; 1 KiB = 1024 bytes.',
        `main module by source (minified KiB / gzip-alone KiB): ${describe(mainOwners)}`,
        `views chunk by source: ${describe(viewsOwners)}`,
        ...liveOwners.map(({ chunk, owners }) => `${chunk} chunk by source: ${describe(owners)}`),
      ],
      details: { mainByOwner: mainOwners, viewsByOwner: viewsOwners, loggedInByOwner: liveOwners },
    };
  },
};
