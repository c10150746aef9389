import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage } from '../../src/i18n/languages.ts';
import { addSizes, sizesOf, type Sizes } from './compress.ts';
import { sizeFigure, valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { attribute, liveOnlyBytes, readSourceMap, type Attribution } from './source-map.ts';

// Bytes of the elements bundle (deterministic): the main module and every
// lazy chunk, raw, gzip and brotli; what is in the main module and in the
// logged-in chunks, per package, from the source maps.

export interface ChunkFile {
  /** `live`, `en`, …: the chunk's name without its hash. */
  name: string;
  file: string;
  /** A message catalogue (one per language) rather than code for signed-in users. */
  language: boolean;
}

export function chunkFiles(distElements: string): ChunkFile[] {
  const folder = join(distElements, 'chunks');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const name = file.replace(/-[\w-]{8}\.js$/, '');
      return { name, file: join(folder, file), language: isLanguage(name) };
    });
}

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
      if (!chunk.language) liveTotal = addSizes(liveTotal, bytes);
      const label = chunk.language
        ? `chunk ${chunk.name} (messages)`
        : `chunk ${chunk.name} (signed-in users)`;
      figures.push(sizeFigure(`sizes.chunk.${chunk.name}`, label, bytes));
    }
    figures.push(
      sizeFigure(
        'sizes.logged-in',
        'logged-in chunks together (every non-language chunk)',
        liveTotal,
      ),
      sizeFigure(
        'sizes.service-worker',
        'notifications-sw.js (push service worker)',
        sizesOf(readFileSync(join(distElements, 'notifications-sw.js'))),
      ),
    );
    // What a logged-out page can download: the main module and a language chunk.
    const loggedOutFiles = [main, ...chunks.filter((c) => c.language).map((c) => c.file)];
    figures.push(
      valueFigure(
        'sizes.logged-out-live-code',
        'Apollo/graphql/graphql-ws/push bytes in main + language chunks',
        'bytes',
        loggedOutFiles.reduce((sum, file) => sum + liveOnlyBytes(file), 0),
      ),
    );

    const mainOwners = topOwners(main, 10);
    const liveOwners = chunks.filter((c) => !c.language).flatMap((c) => topOwners(c.file, 10));
    return {
      figures,
      notes: [
        'gzip level 9, brotli quality 11; 1 KiB = 1024 bytes.',
        `main module by source (minified KiB / gzip-alone KiB): ${describe(mainOwners)}`,
        `logged-in chunks by source: ${describe(liveOwners)}`,
      ],
      details: { mainByOwner: mainOwners, loggedInByOwner: liveOwners },
    };
  },
};
