import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addSizes, sizesOf } from './compress.ts';
import { sizeFigure, valueFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { firstRenderFiles, mainModule } from './sizes.ts';

// The React floor, built in this run (./floor-build.ts): what React alone
// costs, so that the elements' main module can be read as a multiple of it,
// and the header in plain React, against what the elements need to render it.

export const reactFloor: Measurement = {
  id: 'react-floor',
  title: 'Bytes: the React floor (built in this run)',
  async run(context) {
    const floor = await context.floor();
    const distElements = join(context.buildRoot, 'dist-elements');
    const main = sizesOf(readFileSync(mainModule(distElements)));
    // What a page needs before an element renders, against the same header in plain React.
    const firstRender = firstRenderFiles(distElements)
      .map((file) => sizesOf(readFileSync(file)))
      .reduce(addSizes);
    return {
      figures: [
        sizeFigure('floor.react', 'React 19 + react-dom, empty createRoot render', floor.react),
        sizeFigure('floor.header', 'plain React header (SiteHeader, us-en, English)', floor.header),
        valueFigure(
          'floor.main-ratio.gzip',
          'main module ÷ React floor, gzip',
          'ratio',
          main.gzip / floor.react.gzip,
        ),
        valueFigure(
          'floor.first-render-ratio.gzip',
          'main + views + en ÷ plain React header, gzip',
          'ratio',
          firstRender.gzip / floor.header.gzip,
        ),
        valueFigure(
          'floor.main-ratio.brotli',
          'main module ÷ React floor, brotli',
          'ratio',
          main.brotli / floor.react.brotli,
        ),
      ],
      notes: [
        `Built with Vite and the elements' settings (es2022, minified) in ${Math.round(floor.buildMs)} ms.`,
        "The header floor includes what SiteHeader imports (formatjs, floating-ui, every public site) and the English catalogue, parsed at build time as the elements' is.",
      ],
    };
  },
};
