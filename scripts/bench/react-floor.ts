import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sizesOf } from './compress.ts';
import { sizeFigure, valueFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { mainModule } from './sizes.ts';

// The React floor, built in this run (./floor-build.ts): what React alone
// costs, so that the elements' main module can be read as a multiple of it.

export const reactFloor: Measurement = {
  id: 'react-floor',
  title: 'Bytes: the React floor (built in this run)',
  async run(context) {
    const floor = await context.floor();
    const main = sizesOf(readFileSync(mainModule(join(context.buildRoot, 'dist-elements'))));
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
          'floor.main-ratio.brotli',
          'main module ÷ React floor, brotli',
          'ratio',
          main.brotli / floor.react.brotli,
        ),
      ],
      notes: [
        `Built with Vite and the elements' settings (es2022, minified) in ${Math.round(floor.buildMs)} ms.`,
        'The header floor includes what SiteHeader imports (formatjs, floating-ui, every public site) and the English catalogue.',
      ],
    };
  },
};
